// The renewal's rules on the shared cart (spec §4 Codes and Renewal, §9 referral credits): a code's business
// type follows the membership's status, and the account's referral credits come off the renewal's price.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessageForCodes } from '@/api/error-catalogue';
import { GOLDKIT, RENEW15, SAVE20, TAKE10 } from '@/journeys/purchase/purchase.examples';
import { RENEWAL_INPUT, renewalStart, trialRenewalStart } from '@/journeys/renewal/renewal.examples';
import { codeProblem } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
import { cartFromMembership } from '@/machines/renewal/renewal-cart';
import { renewalMachine } from '@/machines/renewal.machine';

const RENEWAL_CODES = { valid_on_business_type__c: 'New;Renewal' };

function started(output = renewalStart()) {
  const actor = createActor(renewalMachine, { input: RENEWAL_INPUT }).start();
  actor.send({ type: 'xstate.done.actor.startRenewal', output } as never);
  return actor;
}

describe('codes on a renewal (spec §4 business type)', () => {
  it('a renewal refuses a new-members-only promotion and takes renewal codes', () => {
    expect(codeProblem(SAVE20, 'Lake Card', null, 'Renewal')?.codes).toEqual(['INVALID_NEW_ONLY']);
    expect(codeProblem(RENEW15, 'Lake Card', null, 'Renewal')).toBeNull();
    expect(codeProblem({ ...TAKE10, ...RENEWAL_CODES }, 'Lake Card', null, 'Renewal')).toBeNull();
    expect(codeProblem({ ...GOLDKIT, ...RENEWAL_CODES }, 'Gold Card', null, 'Renewal')).toBeNull();
  });
  // Spec §4: "Business type for a code: Expired status gives expired; renewal flag gives renewal; otherwise
  // new." §5: "Business-type mismatch gives INVALID_CODE_ON_{NEW|RENEWAL|EXPIRED}_BUSINESS_TYPE". The seed's
  // codes are valid on New, Renewal or both: an expired member renewing takes the Renewal ones (decision 212).
  it('an expired member renewing takes renewal codes and is refused new-only ones with their own message', () => {
    expect(codeProblem(RENEW15, 'Gold Card', null, 'Expired')).toBeNull();
    expect(codeProblem(TAKE10, 'Gold Card', null, 'Expired')).toBeNull();
    expect(codeProblem({ ...GOLDKIT, ...RENEWAL_CODES }, 'Gold Card', null, 'Expired')).toBeNull();
    expect(codeProblem(SAVE20, 'Gold Card', null, 'Expired')?.codes).toEqual(['INVALID_NEW_ONLY']);
    expect(
      codeProblem({ ...GOLDKIT, valid_on_business_type__c: 'New' }, 'Gold Card', null, 'Expired')?.codes,
    ).toEqual(['INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE']);
    expect(errorMessageForCodes(['INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE'], '1-800')).toMatch(
      /^Activation Code not valid for expired memberships\./,
    );
  });
  it('a code listing Expired alone is not a renewal code', () => {
    const expiredOnly = { ...GOLDKIT, valid_on_business_type__c: 'Expired' };
    expect(codeProblem(expiredOnly, 'Gold Card', null, 'Expired')).toBeNull();
    expect(codeProblem(expiredOnly, 'Gold Card', null, 'Renewal')?.codes).toEqual([
      'INVALID_CODE_ON_RENEW_BUSINESS_TYPE',
    ]);
  });
  it('the purchase stays business type New', () => {
    expect(codeProblem(RENEW15, 'Gold Card', null)?.codes).toEqual(['INVALID_RENEW_ONLY']);
  });
});

describe('the renewal cart', () => {
  // Spec §4 Renewal: "The cart resets from the membership on first load"; §4: "Trailer care choice defaults
  // to Plus for Gold Card and Lake Card, else 'Do not upgrade'".
  it("resets from the membership's own trailer care; only a membership without one gets the default", () => {
    const lake = (trailer_care_type__c: string | null) =>
      cartFromMembership({ membership_type__c: 'Lake Card', trailer_care_type__c });
    expect(lake('Trailer Care Marine')).toEqual({ membershipType: 'Lake Card', trailerCare: 'Trailer Care' });
    expect(lake('Trailer Care Universal').trailerCare).toBe('Trailer Care Plus');
    expect(lake(null).trailerCare).toBe('Trailer Care Plus');
    expect(cartFromMembership({ membership_type__c: 'Gold Card' }).trailerCare).toBe('Trailer Care Plus');
    expect(cartFromMembership({ membership_type__c: 'Commercial Card' }).trailerCare).toBe('Do not upgrade');
  });
  it('lands on contact with the cart reset from the membership', () => {
    const actor = started();
    expect(actor.getSnapshot().value).toEqual({ contact: 'editing' });
    expect(actor.getSnapshot().context.membershipType).toBe('Lake Card');
  });
  it('a Trial holder still on Trial is sent to the Membership Advisor', () => {
    expect(started(trialRenewalStart()).getSnapshot().matches('questionnaire')).toBe(true);
  });
  it("'Upgrade to Gold Card' toggles the type and the price follows", () => {
    const actor = started();
    actor.send({ type: 'cart.changeSelections' });
    const lake = purchaseSummary(actor.getSnapshot().context).pricing?.originalMembershipCost;
    actor.send({ type: 'renewal.upgradeToGold', value: true });
    expect(actor.getSnapshot().context.membershipType).toBe('Gold Card');
    const gold = purchaseSummary(actor.getSnapshot().context).pricing?.originalMembershipCost;
    expect([lake, gold]).toEqual([119, 179]);
    actor.send({ type: 'renewal.upgradeToGold', value: false });
    expect(actor.getSnapshot().context.membershipType).toBe('Lake Card');
  });
  it('a changed choice saves the selection first; an unchanged one goes straight to contact', () => {
    const actor = started();
    actor.send({ type: 'cart.changeSelections' });
    actor.send({ type: 'type.continue' });
    expect(actor.getSnapshot().matches('contact')).toBe(true);
    actor.send({ type: 'cart.changeSelections' });
    actor.send({ type: 'renewal.upgradeToGold', value: true });
    actor.send({ type: 'type.continue' });
    expect(actor.getSnapshot().matches('savingSelection')).toBe(true);
  });
  it("the account's referral credits come off the price, $10 each", () => {
    const base = renewalStart();
    const actor = started(renewalStart({ facts: { ...base.facts, referralCredits: 2 } }));
    const pricing = purchaseSummary(actor.getSnapshot().context).pricing;
    expect(pricing).toMatchObject({ referralCreditsUsed: 2, referralCreditAmount: 20 });
    // Lake Card 119 + Trailer Care 14 − 20.
    expect(pricing?.total).toBe(113);
  });
  // Spec §8 'Messages in screens': "'[ERROR]: unknown membership type: {type}'".
  it('a membership type the price lists do not know is named in the cart', () => {
    const known = started();
    expect(purchaseSummary(known.getSnapshot().context).typeError).toBeNull();
    const odd = started(
      renewalStart({ selection: { membershipType: 'Yacht Card', trailerCare: 'Do not upgrade' } }),
    );
    const summary = purchaseSummary(odd.getSnapshot().context);
    expect(summary.pricing).toBeNull();
    expect(summary.typeError).toBe('[ERROR]: unknown membership type: Yacht Card');
  });
  it('without a boat on file the terms send the member to the boats step', () => {
    const base = renewalStart();
    const actor = started(
      renewalStart({ facts: { ...base.facts, hasBoats: false }, boat: null, boatId: null }),
    );
    actor.send({ type: 'terms.edit' });
    expect(actor.getSnapshot().matches('boats')).toBe(true);
    const withBoat = started();
    withBoat.send({ type: 'terms.edit' });
    expect(withBoat.getSnapshot().matches('terms')).toBe(true);
  });
});
