// Visualizer presets of the business profile form (loaded with the visualizer only): the chart's input is
// the stored account, as the account page gives it.
import type { FlowScenario } from '@/flows/define-flow';
import { businessProfileOf } from '@/machines/partner/business-profile-form';
import type { partnerProfileMachine } from '@/machines/partner-profile.machine';

const NEWPORT_CANVAS = {
  name: 'Newport Canvas Works',
  phone: '401-555-0151',
  public_facing_email_address__c: 'shop@newportcanvas.example.com',
  shippingstreet: '5 Thames Street',
  shippingcity: 'Newport',
  shippingstate: 'RI',
  shippingpostalcode: '02840',
  shippingcountry: 'US',
};

export const partnerProfileScenarios: Record<string, FlowScenario<typeof partnerProfileMachine>> = {
  'Business without a description': {
    description: "newpartner@'s account: everything but the description, which Save asks for.",
    input: { sfid: 'acc-newpartner', id: 2, values: businessProfileOf(NEWPORT_CANVAS) },
  },
  'Business with separate mailing address': {
    description: 'A complete profile whose mailing address is a PO box.',
    input: {
      sfid: 'acc-partner',
      id: 1,
      values: businessProfileOf({
        ...NEWPORT_CANVAS,
        partner_description__c: 'Custom canvas, covers and upholstery for boats.',
        billingstreet: 'PO Box 40',
        billingcity: 'Newport',
        billingstate: 'RI',
        billingpostalcode: '02840',
        billingcountry: 'US',
      }),
    },
  },
};
