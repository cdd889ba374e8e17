// Root and Membership Advisor of the real purchase chart (member spec §2, §4 Questionnaire, §9 prices).
import { describe, expect, it } from 'vitest';
import { startOutput, TRIAL30 } from '@/journeys/purchase/purchase.examples';
import { MEMBERSHIP_TYPES, recommendType } from '@/machines/purchase/membership-types';
import { purchaseSummary } from '@/machines/purchase/summary';
import { purchaseDriver } from '../support/purchase-driver';

describe('purchase root', () => {
  it('sends an anonymous visitor to the questionnaire', async () => {
    const d = purchaseDriver();
    await d.settle();
    expect(d.snapshot().matches({ questionnaire: 'paidUse' })).toBe(true);
  });

  it("shows 'No Membership Found' to a signed-in user with none; Cancel signs out, Continue asks", async () => {
    const out = purchaseDriver({
      input: { signedIn: true, accountId: 'acc-9' },
      answers: { start: () => startOutput({ membershipCount: 0 }) },
    });
    await out.settle();
    expect(out.calls.startPurchase).toEqual([
      { signedIn: true, accountId: 'acc-9', promotionCode: null, activationCode: null },
    ]);
    expect(out.snapshot().matches({ root: 'noMembership' })).toBe(true);
    await out.send({ type: 'noMembership.cancel' });
    expect(out.snapshot().status).toBe('done');
    expect(out.snapshot().output).toEqual({ next: 'signOut' });

    const on = purchaseDriver({ answers: { start: () => startOutput({ membershipCount: 0 }) } });
    await on.settle();
    await on.send({ type: 'noMembership.continue' });
    expect(on.snapshot().matches('questionnaire')).toBe(true);
  });

  it("shows 'Existing Member' to a member: Cancel to the provider site, Renew to the renewal picker", async () => {
    for (const [event, next] of [
      ['existingMember.cancel', 'providerSite'],
      ['existingMember.renew', 'renewalPicker'],
    ] as const) {
      const d = purchaseDriver({ answers: { start: () => startOutput({ membershipCount: 2 }) } });
      await d.settle();
      expect(d.snapshot().matches({ root: 'existingMember' })).toBe(true);
      await d.send({ type: event });
      expect(d.snapshot().output).toEqual({ next });
    }
  });

  it('offers a retry when the start fails, keeping the codes', async () => {
    let fail = true;
    const d = purchaseDriver({
      answers: {
        start: () => {
          if (fail) throw { codes: ['AUTHNET_NULL_RESPONSE'] };
          return startOutput();
        },
      },
    });
    await d.settle();
    expect(d.snapshot().matches({ root: 'failed' })).toBe(true);
    expect(d.snapshot().context.errors.start).toEqual(['AUTHNET_NULL_RESPONSE']);
    fail = false;
    await d.send({ type: 'start.retry' });
    expect(d.snapshot().matches('questionnaire')).toBe(true);
    expect(d.snapshot().context.errors.start).toEqual([]);
  });
});

describe('Membership Advisor (spec §4 questionnaire)', () => {
  const outcomes = [
    {
      name: 'paid use, single vessel',
      answers: [
        ['paidUse', true],
        ['vessels', 'single'],
      ],
      type: 'Commercial Card',
    },
    {
      name: 'paid use, multiple vessels',
      answers: [
        ['paidUse', true],
        ['vessels', 'multiple'],
      ],
      type: 'Professional Mariner Card',
    },
    {
      name: 'salt water',
      answers: [
        ['paidUse', false],
        ['water', 'salt'],
      ],
      type: 'Gold Card',
    },
    {
      name: 'salt and fresh',
      answers: [
        ['paidUse', false],
        ['water', 'both'],
      ],
      type: 'Gold Card',
    },
    {
      name: 'fresh water in a special state or coastal river',
      answers: [
        ['paidUse', false],
        ['water', 'fresh'],
        ['specialWaters', true],
      ],
      type: 'Gold Card',
    },
    {
      name: 'fresh water elsewhere',
      answers: [
        ['paidUse', false],
        ['water', 'fresh'],
        ['specialWaters', false],
      ],
      type: 'Lake Card',
    },
  ] as const;

  for (const outcome of outcomes) {
    it(`${outcome.name} → ${outcome.type}`, async () => {
      const d = purchaseDriver();
      await d.settle();
      for (const [question, value] of outcome.answers)
        await d.send({ type: `questionnaire.${question}`, value } as never);
      const s = d.snapshot();
      expect(s.matches('typeSelected')).toBe(true);
      expect(s.context.recommendedType).toBe(outcome.type);
      expect(s.context.membershipType).toBe(outcome.type);
    });
  }

  it('the tree is the one the chart uses', () => {
    expect(recommendType({ paidUse: false, vessels: null, water: 'fresh', specialWaters: null })).toBeNull();
    expect(recommendType({ paidUse: true, vessels: null, water: null, specialWaters: null })).toBeNull();
  });

  it('offers trailer care for Gold and Lake only, Plus by default, else Do not upgrade', async () => {
    const d = purchaseDriver();
    await d.settle();
    await d.send({ type: 'questionnaire.paidUse', value: false });
    await d.send({ type: 'questionnaire.water', value: 'salt' });
    expect(d.snapshot().context.trailerCare).toBe('Trailer Care Plus');
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(208.95);
    await d.send({ type: 'trailerCare.pick', trailerCare: 'Trailer Care' });
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(193);
    await d.send({ type: 'type.showAll' });
    expect(d.snapshot().matches('typeAll')).toBe(true);
    await d.send({ type: 'type.pick', membershipType: 'Commercial Card' });
    expect(d.snapshot().context.trailerCare).toBe('Do not upgrade');
    expect(d.snapshot().can({ type: 'trailerCare.pick', trailerCare: 'Trailer Care' })).toBe(false);
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(179);
    await d.send({ type: 'type.pick', membershipType: 'Lake Card' });
    expect(d.snapshot().context.trailerCare).toBe('Trailer Care Plus');
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(148.95);
    await d.send({ type: 'type.continue' });
    expect(d.snapshot().matches('contact')).toBe(true);
  });

  it('groups the membership types by boat use', () => {
    expect(MEMBERSHIP_TYPES).toEqual({
      Recreational: ['Gold Card', 'Lake Card'],
      Commercial: ['Commercial Card', 'Professional Mariner Card'],
    });
  });
});

describe('trial promotion (spec §2, §4, §9)', () => {
  it("redirects the questionnaire to 'Activate Trial' with the related product, auto-renew on, priced 0", async () => {
    const d = purchaseDriver({
      input: { promotionCode: 'TRIAL30' },
      answers: { start: () => startOutput({ code: TRIAL30 }) },
    });
    await d.settle();
    expect(d.calls.startPurchase?.[0]).toMatchObject({ promotionCode: 'TRIAL30' });
    const s = d.snapshot();
    expect(s.matches('typeSelected')).toBe(true);
    expect(s.context.membershipType).toBe('Trial Membership');
    expect(s.context.trialType).toBe('Trial Membership');
    expect(s.context.autoRenew).toBe(true);
    const summary = purchaseSummary(s.context);
    expect(summary).toMatchObject({
      trial: true,
      trialDurationDays: 30,
      paymentTitle: 'Credit Card Information',
      showChangeSelections: false,
      showReferral: false,
      trailerCare: null,
    });
    expect(summary.pricing?.total).toBe(0);
    expect(s.can({ type: 'type.showAll' })).toBe(false);
    await d.send({ type: 'type.continue' });
    expect(d.snapshot().can({ type: 'cart.changeSelections' })).toBe(false);
  });

  it("titles payment 'Payment' and shows the selections link without a trial", async () => {
    const d = purchaseDriver();
    await d.toContact();
    const summary = purchaseSummary(d.snapshot().context);
    expect(summary).toMatchObject({ trial: false, paymentTitle: 'Payment', showChangeSelections: true });
    await d.send({ type: 'cart.changeSelections' });
    expect(d.snapshot().matches('typeAll')).toBe(true);
  });

  it('flashes a query code that failed and forgets it', async () => {
    const d = purchaseDriver({
      input: { promotionCode: 'OLDPROMO' },
      answers: { start: () => startOutput({ codeErrors: ['INACTIVE_PROMO'] }) },
    });
    await d.settle();
    expect(d.snapshot().context.flash).toEqual(['INACTIVE_PROMO']);
    expect(d.snapshot().context.code).toBeNull();
    await d.send({ type: 'flash.dismiss' });
    expect(d.snapshot().context.flash).toEqual([]);
  });
});

describe('saved cart (spec §3)', () => {
  it('starts from the saved type, trailer care and application ids', async () => {
    const application = { accountId: 'acc-s', contactId: 'con-s', membershipId: 'mem-s' };
    const d = purchaseDriver({
      input: {
        saved: {
          membershipType: 'Lake Card',
          trialType: null,
          trailerCareType: 'Trailer Care',
          application,
          promotionCode: null,
          activationCode: null,
        },
      },
    });
    await d.settle();
    expect(d.snapshot().context).toMatchObject({
      membershipType: 'Lake Card',
      trailerCare: 'Trailer Care',
      application,
    });
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(133);
  });
});
