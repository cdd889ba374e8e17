// The auto-renew chart bound to the billing page: the switch rests on `…/billing`, enrolment has its own
// URL `…/billing/auto_renew_enrollment` (a deep link enters it only when the chart allows: not locked,
// not enrolled). The billing page runs the chart itself (decision 092) so that it can add the refetch of
// its own query cache; nothing is kept in storage, and the card fields are marked sensitive regardless.
import { AUTO_RENEW_MESSAGES, autoRenewMachine, type AutoRenewEvent } from '@/machines/auto-renew.machine';
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

const FIELD_LABELS: Record<string, string> = {
  cardNumber: 'Card Number',
  cardExpirationDate: 'Expiration Date',
  securityCode: 'Security Code',
  streetAddress: 'Street Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

function describeAutoRenewEvent(event: AutoRenewEvent): string {
  switch (event.type) {
    case 'switch.turnOn':
      return "Turn the 'Automatic Renewal' switch on";
    case 'switch.turnOff':
      return "Turn the 'Automatic Renewal' switch off";
    case 'card.change':
      return `Enter '${event.value}' as the ${FIELD_LABELS[event.field]}`;
    case 'address.change':
      return `Set the billing ${FIELD_LABELS[event.field]} to '${event.value}'`;
    case 'agreement.toggle':
      return event.accepted ? 'Accept the autorenewal agreement' : 'Untick the autorenewal agreement';
    case 'enrolment.submit':
      return "Press 'Enroll in Automatic Renewal'";
    case 'enrolment.cancel':
      return "Press 'Cancel'";
    case 'unenrol.confirm':
      return "Press 'Yes, Unenroll'";
    case 'unenrol.cancel':
      return "Press 'Cancel' in the dialog";
  }
}

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
  describeEvent: describeAutoRenewEvent,
  describeSnapshot: (s) => {
    if (s.matches('enrolment') && s.context.agreementError)
      return `the message '${AUTO_RENEW_MESSAGES.agreement}'`;
    if (s.context.failureCodes) return 'the error catalogue text of the failed call';
    if (s.hasTag('submitting')) return 'the button busy while the request runs';
    return null;
  },
});

export const autoRenewJourney = defineJourney({ flow: autoRenewFlow });
