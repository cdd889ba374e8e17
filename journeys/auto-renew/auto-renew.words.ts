// Auto-renew in plain words for the journey plans (`npm run journeys`); loaded by the generator only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowJourneyWords } from '@/flows/define-flow';
import {
  AUTO_RENEW_MESSAGES,
  type AutoRenewEvent,
  type autoRenewMachine,
} from '@/machines/auto-renew.machine';

function describeAutoRenewEvent(event: AutoRenewEvent): string {
  switch (event.type) {
    case 'switch.turnOn':
      return "Turn the 'Automatic Renewal' switch on";
    case 'switch.turnOff':
      return "Turn the 'Automatic Renewal' switch off";
    case 'agreement.toggle':
      return event.accepted ? 'Accept the autorenewal agreement' : 'Untick the autorenewal agreement';
    case 'enrolment.submit':
      return `${event.card.cardNumber ? `Enter the card ending ${event.card.cardNumber.slice(-4)}` : 'Leave the card empty'}, the billing address ${event.address.streetAddress}, ${event.address.city} ${event.address.state} ${event.address.country}, and press 'Enroll in Automatic Renewal'`;
    case 'enrolment.cancel':
      return "Press 'Cancel'";
    case 'unenrol.confirm':
      return "Press 'Yes, Unenroll'";
    case 'unenrol.cancel':
      return "Press 'Cancel' in the dialog";
  }
}

export const autoRenewWords: FlowJourneyWords<typeof autoRenewMachine> = {
  describeEvent: describeAutoRenewEvent,
  describeSnapshot: (s) => {
    if (s.matches('enrolment') && s.context.agreementError)
      return `the message '${AUTO_RENEW_MESSAGES.agreement}'`;
    if (s.context.failureCodes)
      return `the message '${errorMessageForCodes(s.context.failureCodes, '{phone}').split('\n')[0]}'`;
    if (s.hasTag('submitting')) return 'the button busy while the request runs';
    return null;
  },
  guardRules: {
    mayEnrol: 'if automatic renewal is offered, off, and the expiry is not too close to change it',
    mayUnenrol: 'if automatic renewal is on and the expiry is not too close to change it',
    enrolmentFormIncomplete: 'if the card, the billing address or the agreement is missing',
  },
};
