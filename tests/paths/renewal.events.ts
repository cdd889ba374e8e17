// Event payload variants for the renewal chart: each guard's and invoke's outcomes. Bounded like the
// purchase's: every variant is tried on the main line (lake@ renewing with nothing unusual in the cart);
// once the cart deviates, only forward moves are offered. The shared steps' variants are the purchase's.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import {
  APPROVED_CARD,
  ARB25,
  MY_BOAT,
  RENEW15,
  SAVE20,
  VALID_CONTACT,
} from '@/journeys/purchase/purchase.examples';
import {
  noBoatRenewalStart,
  RENEWAL_INPUT,
  renewalStart,
  trialRenewalStart,
} from '@/journeys/renewal/renewal.examples';
import { EMPTY_BILLING, EMPTY_CARD } from '@/machines/purchase.machine';
import type { PurchaseContext, PurchaseEvent } from '@/machines/purchase.machine';
import { EMPTY_BOAT } from '@/machines/purchase/boat-form';
import { EMPTY_CONTACT } from '@/machines/purchase/contact-form';

type AnyEvent = PurchaseEvent | (EventObject & { output?: unknown; error?: unknown });

const IDS = { accountId: 'acc-lake-ext', contactId: 'con-lake-ext', membershipId: 'mem-lake-ext' };
const { homePort: _omit, ...EMPTY_FIELDS } = EMPTY_BOAT;
const hasAny = (value: object) =>
  Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : v != null));

function deviations(snapshot: AnyMachineSnapshot): number {
  const c = snapshot.context as PurchaseContext;
  const e = c.errors;
  return [
    c.renewal !== null && c.renewal.currentType !== 'Lake Card',
    c.renewal !== null && !c.renewal.hasBoats,
    c.code !== null,
    c.flash.length > 0,
    c.membershipType !== 'Lake Card' && c.membershipType !== null,
    c.renewal !== null && c.trailerCare !== 'Trailer Care',
    c.renewal !== null && c.renewal.saved.membershipType !== c.membershipType,
    !c.autoRenew,
    c.referral !== null,
    c.donation.preset !== null,
    c.boat.homePort?.state === 'FL',
    hasAny(e.contact) || hasAny(e.boat) || hasAny(e.card) || hasAny(e.billing),
    e.contactForm.length + e.boatForm.length + e.referral.length + e.checkout.length + e.selection.length > 0,
    e.terms !== null || e.code !== null || e.start.length > 0,
    !snapshot.matches('payment') && !snapshot.matches('confirmation') && c.termsAgreed,
  ].filter(Boolean).length;
}

/** Forward moves, offered on every line. */
function progressEvents(snapshot: AnyMachineSnapshot): AnyEvent[] {
  const c = snapshot.context as PurchaseContext;
  return [
    // The Advisor is only reached on the trial line: every answer is tried there.
    ...(snapshot.matches('questionnaire')
      ? ([
          { type: 'questionnaire.paidUse', value: true },
          { type: 'questionnaire.vessels', value: 'single' },
          { type: 'questionnaire.vessels', value: 'multiple' },
          { type: 'questionnaire.water', value: 'fresh' },
          { type: 'questionnaire.water', value: 'both' },
          { type: 'questionnaire.specialWaters', value: true },
          { type: 'step.back' },
        ] as const)
      : []),
    { type: 'xstate.done.actor.startRenewal', output: renewalStart() },
    { type: 'start.retry' },
    { type: 'flash.dismiss' },
    { type: 'questionnaire.paidUse', value: false },
    { type: 'questionnaire.water', value: 'salt' },
    { type: 'questionnaire.specialWaters', value: false },
    { type: 'type.continue' },
    { type: 'xstate.done.actor.saveSelection' },
    { type: 'contact.submit', contact: VALID_CONTACT },
    { type: 'xstate.done.actor.saveApplication', output: IDS },
    // Without a boat on file the terms send the member to the boats step.
    ...(c.renewal && !c.renewal.hasBoats ? [{ type: 'terms.edit' } as const] : []),
    c.boat.homePort
      ? { type: 'boat.submit', boat: { ...MY_BOAT, boatName: c.boat.boatName || 'Loon' } }
      : { type: 'boat.homePort', boat: MY_BOAT },
    { type: 'xstate.done.actor.homePort', output: KEY_WEST_HOME_PORT },
    { type: 'lakeCard.upgrade' },
    { type: 'lakeCard.changeHomePort' },
    { type: 'xstate.done.actor.saveBoat', output: { boatId: 'boat-loon' } },
    {
      type: 'xstate.done.actor.lookupReferrer',
      output: { memberNumber: 'GC100001', name: 'Gold Member', accountId: 'acc-gold' },
    },
    { type: 'terms.cancelOptOut' },
    ...(c.autoRenew ? [] : [{ type: 'terms.autoRenew', value: true } as const]),
    { type: 'terms.submit', termsAgreed: true },
    ...(c.code ? [{ type: 'code.apply', code: 'TAKE10' } as const] : []),
    ...(!c.autoRenew && !c.code
      ? [
          { type: 'code.apply', code: 'ARB25' } as const,
          { type: 'xstate.done.actor.lookupCode', output: ARB25 },
        ]
      : [{ type: 'xstate.done.actor.lookupCode', output: RENEW15 }]),
    { type: 'autoRenewRequired.close' },
    { type: 'payment.submit', card: APPROVED_CARD, billing: EMPTY_BILLING },
    {
      type: 'xstate.done.actor.checkout',
      output: { membershipNumber: 'LC100002', expirationDate: '2027-12-12' },
    },
    { type: 'renewal.done' },
  ];
}

/** Every other variant, offered on the main line only. */
function variantEvents(): AnyEvent[] {
  return [
    { type: 'xstate.error.actor.startRenewal', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'xstate.done.actor.startRenewal', output: trialRenewalStart() },
    { type: 'xstate.done.actor.startRenewal', output: noBoatRenewalStart() },
    { type: 'xstate.done.actor.startRenewal', output: renewalStart({ codeErrors: ['INACTIVE_PROMO'] }) },
    { type: 'renewal.upgradeToGold', value: true },
    { type: 'trailerCare.pick', trailerCare: 'Trailer Care Plus' },
    { type: 'xstate.error.actor.saveSelection', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'cart.changeSelections' },
    { type: 'step.back' },
    { type: 'terms.edit' },
    { type: 'contact.submit', contact: EMPTY_CONTACT },
    { type: 'contact.enterManually' },
    { type: 'contact.useSuggestions' },
    { type: 'xstate.error.actor.saveApplication', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'boat.ownership', value: 'other' },
    { type: 'boat.submit', boat: EMPTY_FIELDS },
    { type: 'boat.homePort', boat: MY_BOAT },
    { type: 'xstate.error.actor.homePort', error: new Error('closed') },
    { type: 'boats.edit' },
    { type: 'xstate.error.actor.saveBoat', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'terms.autoRenew', value: false },
    { type: 'terms.confirmOptOut' },
    { type: 'referral.lookup', memberNumber: 'GC100001' },
    { type: 'xstate.error.actor.lookupReferrer', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'referral.clear' },
    { type: 'terms.submit', termsAgreed: false },
    { type: 'donation.pick', amount: 10 },
    { type: 'code.apply', code: 'SAVE20' },
    // A blank code is not looked up (the screen's 'Apply' is disabled until a code is typed).
    { type: 'code.apply', code: '  ' },
    { type: 'xstate.error.actor.lookupCode', error: { codes: ['INVALID_NEW_ONLY'] } },
    { type: 'code.remove' },
    { type: 'xstate.done.actor.lookupCode', output: { ...SAVE20, valid_on_membership__c: 'Gold Card' } },
    { type: 'payment.submit', card: EMPTY_CARD, billing: EMPTY_BILLING },
    { type: 'xstate.error.actor.checkout', error: { codes: ['PAYMENT_DECLINED'] } },
    { type: 'xstate.error.actor.checkout', error: { codes: ['AUTO_RENEW_REQUIRED'] } },
    { type: 'contact.edit' },
  ];
}

export function renewalEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events = [...progressEvents(snapshot), ...(deviations(snapshot) === 0 ? variantEvents() : [])];
  return events.filter((e) => snapshot.can(e as never));
}

export const renewalPathInput = RENEWAL_INPUT;
