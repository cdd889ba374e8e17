// Event payload variants for the purchase chart: one per guard outcome and per invoke outcome.
// Bounded (ARCHITECTURE "Path tests"): every variant is offered only on the main line (an anonymous Gold
// Card buyer with nothing unusual in the cart); once a variant changed the cart (a deviation), only the
// events that move forward are offered, plus the few that need that deviation to be walked.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { KEY_WEST_HOME_PORT, LAKE_GEORGE_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import {
  ABANDONED_CONTACT,
  APPROVED_CARD,
  ARB25,
  CLUB_BOAT,
  emailCheckFor,
  MEMBER_CONTACT,
  MY_BOAT,
  SAVE20,
  startOutput,
  TRIAL30,
  VALID_CONTACT,
} from '@/journeys/purchase/purchase.examples';
import { EMPTY_BILLING, EMPTY_CARD } from '@/machines/purchase.machine';
import type { PurchaseContext, PurchaseEvent, PurchaseInput } from '@/machines/purchase.machine';
import { EMPTY_BOAT } from '@/machines/purchase/boat-form';
import { EMPTY_CONTACT } from '@/machines/purchase/contact-form';

type AnyEvent = PurchaseEvent | (EventObject & { output?: unknown; error?: unknown });

const IDS = { accountId: 'acc-1', contactId: 'con-1', membershipId: 'mem-1' };
const { homePort: _omit, ...EMPTY_FIELDS } = EMPTY_BOAT;

const hasAny = (value: object) =>
  Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : v != null));

/** How far the cart is from the main line (0: every variant may be tried). */
function deviations(snapshot: AnyMachineSnapshot): number {
  const c = snapshot.context as PurchaseContext;
  const errors = c.errors;
  const inAdvisor = ['root', 'questionnaire', 'typeSelected', 'typeAll'].some((s) => snapshot.matches(s));
  const inContact = snapshot.matches('contact') || snapshot.matches('contactManual');
  return [
    c.membershipCount !== null,
    c.code !== null,
    c.flash.length > 0,
    ![VALID_CONTACT.email, ''].includes(c.contact.email),
    c.membershipType !== 'Gold Card' && c.membershipType !== null,
    c.recommendedType !== 'Gold Card' && c.recommendedType !== null,
    c.trailerCare !== 'Trailer Care Plus' && c.membershipType !== null,
    c.boat.ownership !== 'own',
    // An advisor answer off the main line (multiple vessels, both waters, special states) that still
    // recommends the Gold Card: walked to the end once, not with every variant again.
    c.answers.vessels === 'multiple' || c.answers.water === 'both' || c.answers.specialWaters === true,
    !c.autoRenew,
    c.referral !== null,
    c.donation.preset !== null,
    hasAny(errors.contact) || hasAny(errors.boat) || hasAny(errors.card) || hasAny(errors.billing),
    errors.contactForm.length + errors.boatForm.length + errors.referral.length + errors.checkout.length > 0,
    errors.terms !== null || errors.code !== null || errors.start.length > 0,
    // Back on an earlier step with a later step's data (step bar, 'Back').
    (inAdvisor || inContact) && c.application.accountId !== null,
    !snapshot.matches('payment') && !snapshot.matches('confirmation') && c.termsAgreed,
    (inAdvisor || inContact || snapshot.matches({ boats: 'editing' })) && c.boatId !== null,
  ].filter(Boolean).length;
}

/** Forward moves, offered on every line. */
function progressEvents(c: PurchaseContext): AnyEvent[] {
  return [
    { type: 'xstate.done.actor.startPurchase', output: startOutput() },
    { type: 'start.retry' },
    { type: 'flash.dismiss' },
    { type: 'noMembership.continue' },
    { type: 'noMembership.cancel' },
    { type: 'existingMember.cancel' },
    { type: 'existingMember.renew' },
    { type: 'questionnaire.paidUse', value: false },
    { type: 'questionnaire.water', value: 'salt' },
    { type: 'questionnaire.specialWaters', value: false },
    { type: 'type.continue' },
    { type: 'contact.submit', contact: VALID_CONTACT },
    { type: 'emailOnFile.cancel' },
    { type: 'emailOnFile.login' },
    // The signed-in line also submits the manual address form (no e-mail check either way).
    ...(c.membershipCount !== null ? [{ type: 'contact.enterManually' } as const] : []),
    { type: 'xstate.done.actor.checkEmail', output: emailCheckFor(c.contact.email) },
    { type: 'xstate.done.actor.saveApplication', output: IDS },
    c.boat.homePort
      ? { type: 'boat.submit', boat: c.boat.ownership === 'other' ? CLUB_BOAT : MY_BOAT }
      : { type: 'boat.homePort', boat: MY_BOAT },
    { type: 'xstate.done.actor.homePort', output: KEY_WEST_HOME_PORT },
    // The advisor's Lake Card line also homes its boat where the Lake Card is sold (the rule's other class).
    ...(c.membershipType === 'Lake Card' && c.recommendedType === 'Lake Card' && !c.boat.homePort
      ? [{ type: 'xstate.done.actor.homePort', output: LAKE_GEORGE_HOME_PORT } as const]
      : []),
    { type: 'lakeCard.upgrade' },
    { type: 'lakeCard.changeHomePort' },
    { type: 'xstate.done.actor.saveBoat', output: { boatId: 'boat-1' } },
    {
      type: 'xstate.done.actor.lookupReferrer',
      output: { memberNumber: 'GC100001', name: 'Gold Member', accountId: 'acc-gold' },
    },
    { type: 'terms.cancelOptOut' },
    ...(c.autoRenew ? [] : [{ type: 'terms.autoRenew', value: true } as const]),
    { type: 'terms.submit', termsAgreed: true },
    // A deviation that needs a code: try a second one (only one code), or the ARB code without auto-renewal.
    ...(c.code ? [{ type: 'code.apply', code: 'TAKE10' } as const] : []),
    ...(!c.autoRenew && !c.code
      ? [
          { type: 'code.apply', code: 'ARB25' } as const,
          { type: 'xstate.done.actor.lookupCode', output: ARB25 },
        ]
      : [{ type: 'xstate.done.actor.lookupCode', output: SAVE20 }]),
    { type: 'autoRenewRequired.close' },
    { type: 'payment.submit', card: APPROVED_CARD, billing: EMPTY_BILLING },
    {
      type: 'xstate.done.actor.checkout',
      output: { membershipNumber: 'GC200001', expirationDate: '2027-11-22' },
    },
    { type: 'confirm.login' },
    // The trial line's own transition: opting out of auto-renewal clears the trial selection.
    ...(c.code?.trial
      ? [{ type: 'terms.autoRenew', value: false } as const, { type: 'terms.confirmOptOut' } as const]
      : []),
  ];
}

/** Every other variant, offered on the main line only. */
function variantEvents(): AnyEvent[] {
  return [
    { type: 'xstate.done.actor.startPurchase', output: startOutput({ code: TRIAL30 }) },
    { type: 'xstate.done.actor.startPurchase', output: startOutput({ codeErrors: ['INACTIVE_PROMO'] }) },
    { type: 'xstate.done.actor.startPurchase', output: startOutput({ membershipCount: 0 }) },
    { type: 'xstate.done.actor.startPurchase', output: startOutput({ membershipCount: 2 }) },
    { type: 'questionnaire.paidUse', value: true },
    { type: 'questionnaire.vessels', value: 'single' },
    { type: 'questionnaire.vessels', value: 'multiple' },
    { type: 'questionnaire.water', value: 'fresh' },
    { type: 'questionnaire.water', value: 'both' },
    { type: 'questionnaire.specialWaters', value: true },
    { type: 'type.showAll' },
    { type: 'type.pick', membershipType: 'Lake Card' },
    { type: 'trailerCare.pick', trailerCare: 'Trailer Care' },
    { type: 'cart.changeSelections' },
    { type: 'step.back' },
    { type: 'contact.submit', contact: EMPTY_CONTACT },
    { type: 'contact.enterManually' },
    { type: 'contact.useSuggestions' },
    { type: 'contact.submit', contact: ABANDONED_CONTACT },
    { type: 'contact.submit', contact: MEMBER_CONTACT },
    { type: 'boat.ownership', value: 'other' },
    { type: 'boat.submit', boat: EMPTY_FIELDS },
    { type: 'terms.autoRenew', value: false },
    { type: 'terms.confirmOptOut' },
    { type: 'referral.lookup', memberNumber: 'GC100001' },
    { type: 'referral.clear' },
    { type: 'terms.submit', termsAgreed: false },
    { type: 'donation.pick', amount: 10 },
    { type: 'code.apply', code: 'SAVE20' },
    // A blank code is not looked up (the screen's 'Apply' is disabled until a code is typed).
    { type: 'code.apply', code: '  ' },
    { type: 'code.remove' },
    { type: 'xstate.done.actor.lookupCode', output: { ...SAVE20, valid_on_membership__c: 'Lake Card' } },
    { type: 'payment.submit', card: EMPTY_CARD, billing: EMPTY_BILLING },
    { type: 'xstate.error.actor.checkout', error: { codes: ['PAYMENT_DECLINED'] } },
    { type: 'xstate.error.actor.checkout', error: { codes: ['AUTO_RENEW_REQUIRED'] } },
    { type: 'contact.edit' },
    { type: 'boats.edit' },
    { type: 'terms.edit' },
  ];
}

export function purchaseEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as PurchaseContext;
  const events = [...progressEvents(context), ...(deviations(snapshot) === 0 ? variantEvents() : [])];
  return events.filter((e) => snapshot.can(e as never));
}

/** The input the path tests start the chart with (an anonymous visitor, nothing saved). */
export const purchasePathInput: PurchaseInput = {
  signedIn: false,
  accountId: null,
  promotionCode: null,
  activationCode: null,
  referralId: null,
  today: '2026-11-22',
  saved: null,
};
