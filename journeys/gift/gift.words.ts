// The gift in plain words for the journey plans and their browser suites (`npm run journeys`); loaded by
// the generator only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { SnapshotFrom } from 'xstate';
import type { GiftEvent, giftMachine } from '@/machines/gift.machine';

function describeGiftEvent(event: GiftEvent): string {
  switch (event.type) {
    case 'load.retry':
      return "Press 'Try Again'";
    case 'type.select':
      return `Choose '${event.membershipType}'`;
    case 'type.continue':
    case 'delivery.submit':
      return "Press 'Continue'";
    case 'delivery.method':
      return `Choose the delivery '${event.method === 'Email' ? 'Digital Packet via Email' : 'Mailed Membership Packet'}'`;
    case 'delivery.mailTo':
      return `Choose '${event.toGifter ? 'Mail to Me' : 'Mail to Recipient'}'`;
    case 'delivery.shipping':
      return `Choose the shipping method '${event.method}'`;
    case 'delivery.wrap':
      return event.wrapped ? 'Tick gift wrap' : 'Untick gift wrap';
    case 'recipient.submit':
      return event.recipient.firstName || event.recipient.email
        ? `Fill in the recipient ${event.recipient.firstName} ${event.recipient.lastName} <${event.recipient.email}> and press 'Continue'`
        : "Leave the recipient's name and e-mail empty and press 'Continue'";
    case 'payment.submit':
      return event.billing.billingSameAsShipping
        ? `Tick 'billing same as shipping', enter the card ending ${event.card.cardNumber.slice(-4)} and press 'Purchase Gift'`
        : event.billing.firstName
          ? `Fill in the billing contact ${event.billing.firstName} ${event.billing.lastName}, the card ending ${event.card.cardNumber.slice(-4)} and press 'Purchase Gift'`
          : `Leave the billing contact empty, enter the card ending ${event.card.cardNumber.slice(-4)} and press 'Purchase Gift'`;
    case 'step.back':
      return "Press 'Back'";
    case 'delivery.edit':
      return "Press 'Edit' on the Delivery step";
    case 'recipient.edit':
      return "Press 'Edit' on the Recipient Information step";
    case 'confirm.return':
      return "Press 'Return to Website'";
  }
}

/** The message the gift's step shows: a refused payment's catalogue text, or the first field error. */
function giftMessage(s: SnapshotFrom<typeof giftMachine>): string | null {
  if (s.matches('payment') && s.context.submitFailure.length > 0)
    return errorMessageForCodes(s.context.submitFailure, '{phone}').split('\n')[0] ?? null;
  return Object.values(s.context.errors).find(Boolean) ?? null;
}

export const giftWords: FlowJourneyWords<typeof giftMachine> = {
  describeEvent: describeGiftEvent,
  describeSnapshot: (s) => {
    const message = giftMessage(s);
    return message ? `the message '${message}'` : null;
  },
  shows: (s) => [giftMessage(s)].filter((text): text is string => text !== null),
  guardRules: {
    deliveryMethodChanged: 'if another delivery than the one chosen is picked',
    deliveryInvalid: 'if no delivery (or, mailed, no shipping method) is chosen',
    recipientInvalid: "if the recipient's name or e-mail is missing or wrong",
    paymentInvalid: 'if a card or billing contact field breaks a form rule',
  },
};
