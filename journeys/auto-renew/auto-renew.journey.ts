// The auto-renew chart bound to the billing page: the switch rests on `…/billing`, enrolment has its own
// URL `…/billing/auto_renew_enrollment` (a deep link enters it only when the chart allows: not locked,
// not enrolled). The billing page runs the chart itself (decision 092) so that it can add the refetch of
// its own query cache; nothing is kept in storage, and the card fields are marked sensitive regardless.
import { autoRenewMachine } from '@/machines/auto-renew.machine';
import {
  AUTO_RENEW_ENROLMENT_HEADING,
  AutoRenewEnrolmentScreen,
} from '@/screens/auto-renew/auto-renew-enrolment-screen';
import { AutoRenewSwitchScreen } from '@/screens/auto-renew/auto-renew-switch-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { autoRenewAbout } from './auto-renew.about';
import { autoRenewActors } from '@/journeys/auto-renew/auto-renew.actors';

export const BILLING_HEADING = 'Billing';

export const autoRenewFlow = defineFlow({
  ...autoRenewAbout,
  machine: autoRenewMachine,
  persist: { key: 'auto-renew', version: 1, sensitive: ['cardNumber', 'securityCode'] },
  states: {
    billing: { path: 'billing', screen: AutoRenewSwitchScreen, heading: BILLING_HEADING },
    enrolment: {
      path: 'billing/auto_renew_enrollment',
      screen: AutoRenewEnrolmentScreen,
      heading: AUTO_RENEW_ENROLMENT_HEADING,
    },
  },
  navigationEvents: ['switch.turnOn', 'enrolment.cancel'],
  actors: autoRenewActors,
  journeyWords: () => import('./auto-renew.words').then((m) => m.autoRenewWords),
});

export const autoRenewJourney = defineJourney({ flow: autoRenewFlow });
