// How the gift's run is kept for resume in sessionStorage (never card data): named by the registry too, so
// the gift's route does not ask ahead for a run that will resume (decision 293).
import type { FlowPersistence } from '@/flows/define-flow';

export const GIFT_PERSIST = {
  key: 'gift',
  version: 2,
  sensitive: ['cardNumber', 'cardExpirationDate', 'securityCode'],
} satisfies FlowPersistence;
