// The upgrades' rules (member spec §4 payment types and trailer care upgrade, §6 account types, §9 prices
// and coverage; decision 180) on the charts themselves: who may enter, which levels are offered at what
// price, what Continue and the payment check, and that a second submit while charging sends nothing.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { upgradeMembershipMachine } from '@/machines/upgrade-membership.machine';
import { upgradeTrailerCareMachine } from '@/machines/upgrade-trailer-care.machine';
import { EMPTY_BILLING } from '@/machines/purchase/billing-form';
import { lakeToGoldPrice, trailerCareUpgradePrice } from '@/machines/pricing';
import { TRAILER_CARE_MESSAGES } from '@/machines/upgrades/trailer-care-levels';
import {
  trailerCareOffers,
  trailerCareUnavailableMessage,
  upgradeSummary,
} from '@/machines/upgrades/upgrade-offer';
import type { PayUpgradeInput, UpgradeReceipt, UpgradeStart } from '@/machines/upgrades/upgrade-types';
import { UPGRADE_STARTS, upgradePathInput } from '../paths/upgrade-fixtures';

const card = { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' };

function run<T extends typeof upgradeMembershipMachine | typeof upgradeTrailerCareMachine>(
  machine: T,
  start: UpgradeStart,
  charges: PayUpgradeInput[] = [],
) {
  const actor = createActor(
    machine.provide({
      actors: {
        startUpgrade: fromPromise(async () => start),
        payUpgrade: fromPromise<UpgradeReceipt, PayUpgradeInput>(async ({ input }) => {
          charges.push(input);
          return { membershipType: 'Gold Card', trailerCareRecord: null };
        }),
      },
    }),
    { input: upgradePathInput },
  );
  actor.start();
  return actor;
}

const withAccount = (start: UpgradeStart, type: string): UpgradeStart => ({
  ...start,
  account: { account_detail_type__c: type, parent_account: { name: 'Bay Yacht Club' } },
});

describe('prices (spec §9, the sandbox charges the same)', () => {
  const products = UPGRADE_STARTS.goldWithout.products;
  it('Lake to Gold is its product, else the Gold price minus the Lake price', () => {
    expect(lakeToGoldPrice(products)).toBe(80);
    expect(lakeToGoldPrice(products.filter((p) => p.name !== 'Lake to Gold Upgrade'))).toBe(60);
  });
  it('a level added costs its price; the base level to Plus the difference', () => {
    expect(trailerCareUpgradePrice(products, null, 'Trailer Care')).toBe(14);
    expect(trailerCareUpgradePrice(products, 'Trailer Care', 'Trailer Care Plus')).toBe(15.95);
  });
});

describe('Lake-to-Gold', () => {
  it('a Gold Card is sent back to the picker with the notice', async () => {
    const actor = run(upgradeMembershipMachine, UPGRADE_STARTS.goldWithout);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ next: 'picker' });
  });

  it('a double click charges once, for 80, as a Membership Upgrade', async () => {
    const charges: PayUpgradeInput[] = [];
    const actor = run(upgradeMembershipMachine, UPGRADE_STARTS.lakeWithTrailerCare, charges);
    await waitFor(actor, (s) => s.matches('selection'));
    expect(upgradeSummary(actor.getSnapshot().context)?.paymentType).toBe('Membership Upgrade');
    actor.send({ type: 'upgrade.continue' });
    actor.send({ type: 'payment.submit', card, billing: EMPTY_BILLING });
    actor.send({ type: 'payment.submit', card, billing: EMPTY_BILLING });
    await waitFor(actor, (s) => s.matches('confirmation'));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      total: 80,
      charge: { kind: 'membership', from: 'Lake Card', to: 'Gold Card' },
    });
  });

  it('an empty card or billing address does not charge and names each field', async () => {
    const actor = run(upgradeMembershipMachine, UPGRADE_STARTS.lakeWithTrailerCare);
    await waitFor(actor, (s) => s.matches('selection'));
    actor.send({ type: 'upgrade.continue' });
    actor.send({
      type: 'payment.submit',
      card: { cardNumber: '', cardExpirationDate: '', securityCode: '' },
      billing: { ...EMPTY_BILLING, sameAsShipping: false },
    });
    const { errors } = actor.getSnapshot().context;
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(errors.card.cardNumber).toBe('Card Number is required.');
    expect(errors.billing.street).toBe('Billing Street Address is required.');
  });
});

describe('trailer care (spec §4, partner spec §8)', () => {
  it('no level offers both levels; the base level only Plus, as the Trailer Care Plus Upgrade', async () => {
    const none = run(upgradeTrailerCareMachine, UPGRADE_STARTS.goldWithout);
    await waitFor(none, (s) => s.matches({ selection: 'choosing' }));
    expect(trailerCareOffers(none.getSnapshot().context).map((o) => [o.level, o.price])).toEqual([
      ['Trailer Care', 14],
      ['Trailer Care Plus', 29.95],
    ]);
    const base = run(upgradeTrailerCareMachine, UPGRADE_STARTS.lakeWithTrailerCare);
    await waitFor(base, (s) => s.matches({ selection: 'choosing' }));
    expect(trailerCareOffers(base.getSnapshot().context)).toMatchObject([
      { level: 'Trailer Care Plus', label: 'Trailer Care Plus Upgrade', price: 15.95, coverageLimit: 600 },
    ]);
  });

  // Spec §4: "Continue needs a chosen level that differs from the current, else flash 'Please select a
  // trailer care upgrade option'."
  it('Continue without a level, or with the current one, flashes the message; the flash dismisses', async () => {
    const actor = run(upgradeTrailerCareMachine, UPGRADE_STARTS.lakeWithTrailerCare);
    await waitFor(actor, (s) => s.matches({ selection: 'choosing' }));
    expect(actor.getSnapshot().can({ type: 'flash.dismiss' })).toBe(false);
    actor.send({ type: 'trailerCare.continue' });
    expect(actor.getSnapshot().context.errors.selection).toBe(TRAILER_CARE_MESSAGES.chooseOption);
    actor.send({ type: 'flash.dismiss' });
    expect(actor.getSnapshot().context.errors.selection).toBeNull();
    actor.send({ type: 'trailerCare.continue' });
    actor.send({ type: 'trailerCare.pick', level: 'Trailer Care' });
    actor.send({ type: 'trailerCare.continue' });
    expect(actor.getSnapshot().matches({ selection: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.errors.selection).toBe(TRAILER_CARE_MESSAGES.chooseOption);
    actor.send({ type: 'trailerCare.pick', level: 'Trailer Care Plus' });
    actor.send({ type: 'trailerCare.continue' });
    expect(actor.getSnapshot().matches('payment')).toBe(true);
  });

  // Spec §4: "ineligible type shows 'Unfortunately, Trailer Care isn't available for your membership type'";
  // §6: "Monthly and subsidized hide ... trailer care upgrade" — their Gold or Lake Card is refused for the
  // account type, not the card.
  it.each([
    ['a Commercial Card', UPGRADE_STARTS.commercial, 'unavailable', TRAILER_CARE_MESSAGES.unavailable],
    [
      'a monthly account',
      withAccount(UPGRADE_STARTS.goldWithout, 'Customer - Monthly'),
      'unavailable',
      TRAILER_CARE_MESSAGES.unavailableForAccount,
    ],
    [
      'a subsidized account',
      withAccount(UPGRADE_STARTS.lakeWithTrailerCare, 'Customer - Subsidized'),
      'unavailable',
      "Unfortunately, Trailer Care isn't available for your account type",
    ],
    ['the Plus level', UPGRADE_STARTS.goldWithPlus, 'alreadyPlus', null],
  ] as const)('%s gets its message, not a choice', async (_, start, state, message) => {
    const actor = run(upgradeTrailerCareMachine, start);
    const settled = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(settled.matches({ selection: state })).toBe(true);
    expect(settled.can({ type: 'trailerCare.continue' })).toBe(false);
    if (message) expect(trailerCareUnavailableMessage(settled.context)).toBe(message);
  });
});
