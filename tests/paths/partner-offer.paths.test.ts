import { describe } from 'vitest';
import { partnerOfferMachine } from '@/machines/partner-offer.machine';
import { partnerOfferEvents, partnerOfferPathInput } from './partner-offer.events';
import { pathTests } from './path-coverage';

describe('partner-offer chart', () => {
  pathTests({ machine: partnerOfferMachine, events: partnerOfferEvents, input: partnerOfferPathInput });
});
