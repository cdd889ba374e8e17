// The renewal's rules on the shared cart (spec §4 Codes and Renewal, §9 referral credits): a code's business
// type follows the membership's status, and the account's referral credits come off the renewal's price.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GOLDKIT, RENEW15, SAVE20, TAKE10 } from '@/journeys/purchase/purchase.examples';
import { RENEWAL_INPUT, renewalStart, trialRenewalStart } from '@/journeys/renewal/renewal.examples';
import { codeProblem } from '@/machines/purchase/code-rules';
import { purchaseSummary } from '@/machines/purchase/summary';
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
  it('an expired membership is business type Expired', () => {
    expect(codeProblem({ ...GOLDKIT, ...RENEWAL_CODES }, 'Gold Card', null, 'Expired')?.codes).toEqual([
      'INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE',
    ]);
    expect(codeProblem(RENEW15, 'Gold Card', null, 'Expired')?.codes).toEqual(['INVALID_NEW_ONLY']);
  });
  it('the purchase stays business type New', () => {
    expect(codeProblem(RENEW15, 'Gold Card', null)?.codes).toEqual(['INVALID_RENEW_ONLY']);
  });
});

describe('the renewal cart', () => {
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
