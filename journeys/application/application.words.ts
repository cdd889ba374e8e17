// The purchase's and the renewal's shared steps in plain words for the journey plans and their browser
// suites (`npm run journeys`): what the boater does for each event and what they see beyond the heading,
// and the rules of the guards both charts use. Loaded by the generator and a chart's `/flows` page only.
import { errorMessageForCodes } from '@/api/error-catalogue';
import { purchasePricing } from '@/machines/purchase/summary';
import { formatMoney } from '@/screens/purchase/format-money';
import { LAKE_CARD_EXCLUDED_STATES } from '@/machines/forms/regions';
import type { PurchaseContext, PurchaseEvent } from '@/machines/purchase/purchase-types';

const quote = (text: string) => `'${text}'`;

/** What the boater does for an event of either chart (they share their events). */
export function describeApplicationEvent(event: PurchaseEvent): string {
  switch (event.type) {
    case 'start.retry':
      return "Press 'Try Again'";
    case 'flash.dismiss':
      return 'Dismiss the message';
    case 'renewal.upgradeToGold':
      return event.value ? "Tick 'Upgrade to Gold Card'" : "Untick 'Upgrade to Gold Card'";
    case 'renewal.done':
      return "Press 'Return to Member Center'";
    case 'noMembership.cancel':
    case 'existingMember.cancel':
    case 'emailOnFile.cancel':
    case 'terms.cancelOptOut':
      return "Press 'Cancel'";
    case 'noMembership.continue':
      return "Press 'Continue'";
    case 'existingMember.renew':
      return "Press 'Renew Membership'";
    case 'questionnaire.paidUse':
      return `Answer ${event.value ? 'Yes' : 'No'} to charters, rent or paid use`;
    case 'questionnaire.vessels':
      return `Answer '${event.value === 'single' ? 'Single vessel' : 'Multiple vessels'}'`;
    case 'questionnaire.water':
      return `Answer that you boat on ${event.value === 'both' ? 'both salt and fresh' : event.value} water`;
    case 'questionnaire.specialWaters':
      return `Answer ${event.value ? 'Yes' : 'No'} to FL, AK, HI, PR, VI or coastal rivers and lakes`;
    case 'type.showAll':
      return "Press 'Sea Tow Membership Options'";
    case 'type.pick':
      return `Choose ${quote(event.membershipType)}`;
    case 'trailerCare.pick':
      return `Choose ${quote(event.trailerCare)} for trailer care`;
    case 'type.continue':
      return "Press 'Continue'";
    case 'cart.changeSelections':
      return "Press 'Change Membership Selections'";
    case 'step.back':
      return "Press 'Back'";
    case 'contact.submit':
      return event.contact.firstName || event.contact.email
        ? `Fill in the contact form for ${event.contact.firstName} ${event.contact.lastName} <${event.contact.email}> and press 'Save & Continue'`
        : "Leave the contact form empty and press 'Save & Continue'";
    case 'contact.enterManually':
      return "Press 'Enter Address Manually'";
    case 'contact.useSuggestions':
      return "Press 'Search for My Address'";
    case 'emailOnFile.login':
      return "Press 'Log In and Renew'";
    case 'boat.ownership':
      return `Choose ${quote(event.value === 'own' ? 'I own a boat' : 'Other (Boat Club, Rent/Charter)')}`;
    case 'boat.homePort':
      return "Press 'Set Home Port'";
    case 'boat.submit':
      return `Fill in the boat form (${[event.boat.year, event.boat.length && `${event.boat.length} ft`, event.boat.boatMake || event.boat.noBoatReason].filter(Boolean).join(', ') || 'empty'}) and press 'Save & Continue'`;
    case 'lakeCard.upgrade':
      return "Press 'Upgrade and Continue'";
    case 'lakeCard.changeHomePort':
      return "Press 'Change Home Port' (or Escape) in the Lake Card dialog";
    case 'terms.autoRenew':
      return `${event.value ? 'Tick' : 'Untick'} automatic renewal`;
    case 'terms.confirmOptOut':
      return 'Confirm turning automatic renewal off';
    case 'referral.lookup':
      return `Enter member number ${quote(event.memberNumber)} as the referrer and look it up`;
    case 'referral.clear':
      return 'Remove the referrer';
    case 'terms.submit':
      return `${event.termsAgreed ? 'Tick' : 'Leave unticked'} the agreement and press 'Continue'`;
    case 'donation.pick':
      return event.other
        ? `Donate $${event.other} (Other)`
        : event.amount === null
          ? 'Choose no donation'
          : `Donate $${event.amount}`;
    case 'code.apply':
      return `Enter the discount code ${quote(event.code)} and press 'Apply'`;
    case 'code.remove':
      return 'Remove the discount code';
    case 'autoRenewRequired.close':
      return "Press 'Close'";
    case 'payment.submit':
      return event.card.cardNumber
        ? `Enter card ending ${event.card.cardNumber.slice(-4)} and press 'Confirm Membership'`
        : "Leave the card fields empty and press 'Confirm Membership'";
    case 'confirm.login':
      return "Press 'Register & Log In'";
    case 'contact.edit':
      return "Press 'Edit' on Contact Info";
    case 'boats.edit':
      return "Press 'Edit' on Primary Boat Information";
    case 'terms.edit':
      return "Press 'Edit' on Terms & Conditions";
  }
}

/** The first message the step shows, if any (`{phone}` for the support line when the chart has none). */
function firstMessage(context: PurchaseContext): string | null {
  const { errors } = context;
  const phone = context.supportPhone ?? '{phone}';
  const codes = [...errors.checkout, ...errors.contactForm, ...errors.boatForm, ...errors.start];
  if (codes.length > 0) return errorMessageForCodes(codes, phone).split('\n')[0] ?? null;
  if (errors.terms) return errors.terms;
  if (errors.code?.message) return errors.code.message;
  const field = [errors.contact, errors.boat, errors.card, errors.billing]
    .flatMap((e) => Object.values(e))
    .find(Boolean);
  return field ?? null;
}

/** What the boater sees beyond the heading: the first message shown, or the step busy. */
export function describeApplicationSnapshot(s: { context: PurchaseContext; hasTag: (t: string) => boolean }) {
  const message = firstMessage(s.context);
  if (message) return `the message '${message}'`;
  if (s.hasTag('loading')) return 'a loading indicator';
  if (s.hasTag('submitting')) return 'the form busy while it is sent';
  return null;
}

/** The Lake Card rule with its states, read from the list the rule checks (issue 29: spelled out). */
export const LAKE_CARD_EXCLUDED_RULE = `if the Lake Card boat's home port is in ${LAKE_CARD_EXCLUDED_STATES.join(', ')}, which the Lake Card does not serve`;

/** Per guard of the shared setup (machines/application/application-setup.ts): the rule it encodes. */
export const APPLICATION_GUARD_RULES: Record<string, string> = {
  anonymousVisitor: 'if the visitor is not signed in',
  hasMemberships: 'if the signed-in account has memberships',
  flashShown: 'if a message is shown',
  trialPromotionActive: 'if a trial promotion is applied',
  notTrial: 'if no trial promotion is applied',
  answerIsYes: 'if the boat is used for charters, rent or paid use',
  freshWater: 'if the boater boats on fresh water only',
  trailerCareOfferedForType: 'if the membership type offers trailer care',
  contactInvalid: 'if a contact field breaks a form rule',
  signedIn: 'if the boater is signed in',
  emailBelongsToMember: 'if the e-mail belongs to an existing member',
  abandonedApplication: 'if the e-mail belongs to an abandoned application',
  boatInvalid: 'if a boat field breaks a form rule',
  lakeCardExcludedHere: LAKE_CARD_EXCLUDED_RULE,
  ticksAutoRenew: 'if automatic renewal is ticked',
  termsNotAgreed: 'if the terms are not agreed to',
  codeAlreadyApplied: 'if a discount code is already applied',
  codeUnfit: 'if the code does not fit this membership',
  codeNeedsAutoRenew: 'if the code needs automatic renewal and it is off',
  paymentInvalid: 'if a card or billing field breaks a form rule',
  autoRenewRequiredFailure: 'if the payment needs automatic renewal',
  codeBlank: 'if no code is typed',
};

/**
 * The texts a tester and the browser suite check on a step: its message, the membership the advisor
 * recommends, and at a new member's payment the cart's total (a renewal's total depends on the persona's referral credits, which the plan does not fix).
 */
export function applicationShows(s: {
  context: PurchaseContext;
  hasTag: (t: string) => boolean;
  matches: (state: 'payment') => boolean;
  value: unknown;
}): string[] {
  const message = firstMessage(s.context);
  const pricing = s.matches('payment') && !s.context.renewal ? purchasePricing(s.context) : null;
  // The advisor's recommendation names the membership it recommends.
  const recommended =
    s.value === 'typeSelected' ? (s.context.membershipType ?? s.context.recommendedType) : null;
  return [
    ...(message ? [message] : []),
    ...(recommended ? [recommended] : []),
    ...(pricing ? [formatMoney(pricing.total)] : []),
  ];
}
