// Visualizer presets of the offer form (loaded with the visualizer only): the chart's input is the partner
// account, its website and, for an edit, the offer (decision 162).
import type { FlowScenario } from '@/flows/define-flow';
import { emptyOffer } from '@/machines/partner/offer-form';
import type { partnerOfferMachine } from '@/machines/partner-offer.machine';

const WEBSITE = 'https://harborside.example.com';

export const partnerOfferScenarios: Record<string, FlowScenario<typeof partnerOfferMachine>> = {
  'New offer': {
    description: 'A partner starts an offer; the website is the account’s.',
    input: { accountId: 'acc-partner', accountWebsite: WEBSITE, editing: null },
  },
  'Editing an active offer': {
    description: '$25 off life jackets, online with a promo code; saving sends it back for review.',
    input: {
      accountId: 'acc-partner',
      accountWebsite: WEBSITE,
      editing: {
        sfid: 'offer-partner-2',
        values: {
          ...emptyOffer(WEBSITE),
          primaryCategory: 'Safety',
          secondaryCategories: ['Apparel'],
          offerType: 'Dollars Off',
          dollarsOff: '25',
          description: '$25 off inflatable life jackets',
          online: true,
          onlineRedemptionOption: 'Promo Code',
          promoCode: 'SEATOW25',
        },
      },
    },
  },
};
