// Visualizer presets of the purchase chart: loaded with the visualizer only, so their example data
// never reaches a boater's bundle.
import type { FlowScenario } from '@/flows/define-flow';
import type { purchaseMachine } from '@/machines/purchase.machine';
import {
  ANONYMOUS_INPUT,
  LAKE_GEORGE_HOME_PORT,
  MY_BOAT,
  PRODUCTS,
  SAVE20,
  TRIAL30,
  VALID_CONTACT,
} from './purchase.examples';

export const purchaseScenarios: Record<string, FlowScenario<typeof purchaseMachine>> = {
  'Anonymous boater': {
    description: 'A visitor with no login: the price lists load first, then the Membership Advisor.',
    input: ANONYMOUS_INPUT,
  },
  'Trial promotion (TRIAL30)': {
    description: "?promotion=TRIAL30: 'Activate Trial', auto-renewal on, the trial priced at 0.",
    input: { ...ANONYMOUS_INPUT, promotionCode: 'TRIAL30' },
    context: { products: PRODUCTS, code: TRIAL30 },
  },
  'Gold Card at payment with SAVE20': {
    description: 'Contact, boat and terms done; SAVE20 applied; ready to pay.',
    input: ANONYMOUS_INPUT,
    at: 'payment',
    context: {
      products: PRODUCTS,
      membershipType: 'Gold Card',
      recommendedType: 'Gold Card',
      trailerCare: 'Trailer Care Plus',
      contact: VALID_CONTACT,
      boat: { ...MY_BOAT, homePort: LAKE_GEORGE_HOME_PORT },
      code: SAVE20,
    },
  },
};
