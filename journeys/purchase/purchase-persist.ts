// How the purchase chart's own snapshot is kept for resume in sessionStorage (never card data): named by
// the registry too, so the join's route does not ask ahead for a run that will resume (decision 293).
import type { FlowPersistence } from '@/flows/define-flow';

export const PURCHASE_PERSIST = {
  key: 'purchase',
  version: 3,
  sensitive: ['cardNumber', 'cardExpirationDate', 'securityCode'],
} satisfies FlowPersistence;
