// Partner spec §5 'Gift validation': the securityCode "is never reused as an initial value". On the real
// charts of every journey with a card step (gift, purchase — whose payment step the renewal shares —,
// the upgrades, auto-renew enrolment): once the card step is left, the chart holds no card data, so the
// step opens again with empty card inputs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { APPROVED_CARD } from '@/journeys/purchase/purchase.examples';
import { autoRenewMachine, type EnrolmentRequest } from '@/machines/auto-renew.machine';
import { EMPTY_CARD } from '@/machines/forms/card-form';
import { giftMachine } from '@/machines/gift.machine';
import { EMPTY_GIFT_BILLING, type GiftOrder, type SendGiftInput } from '@/machines/gift/gift-types';
import { EMPTY_BILLING } from '@/machines/purchase/billing-form';
import { upgradeMembershipMachine } from '@/machines/upgrade-membership.machine';
import type { PayUpgradeInput, UpgradeReceipt } from '@/machines/upgrades/upgrade-types';
import { autoRenewPathInput } from '../paths/auto-renew.events';
import { approvedCard, giftPrices, giftRecipient } from '../paths/gift.events';
import { UPGRADE_STARTS, upgradePathInput } from '../paths/upgrade-fixtures';
import { purchaseDriver } from '../support/purchase-driver';

const declined = { ...APPROVED_CARD, cardNumber: '4000000000000002' };

describe('"It is never reused as an initial value": no card data survives leaving the card step', () => {
  it('gift: a card kept by a refused check is gone after Back, and after an edit link', async () => {
    const actor = createActor(
      giftMachine.provide({
        actors: {
          loadPrices: fromPromise(async () => giftPrices),
          sendGift: fromPromise<GiftOrder, SendGiftInput>(async () =>
            Promise.reject({ codes: ['PAYMENT_DECLINED'] }),
          ),
        },
      }),
      { input: { today: '2026-11-25', orderId: 'gift-order-1' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ root: 'choosing' }));
    actor.send({ type: 'type.continue' });
    actor.send({ type: 'delivery.method', method: 'Email' });
    actor.send({ type: 'delivery.submit' });
    for (const leave of [{ type: 'step.back' }, { type: 'delivery.edit' }] as const) {
      if (actor.getSnapshot().matches('delivery')) actor.send({ type: 'delivery.submit' });
      actor.send({ type: 'recipient.submit', recipient: giftRecipient, giftMessage: '' });
      // The billing left empty: the chart stays on the payment step holding the card as typed.
      actor.send({ type: 'payment.submit', billing: EMPTY_GIFT_BILLING, card: approvedCard });
      expect(actor.getSnapshot().context.creditCard.securityCode).toBe(approvedCard.securityCode);
      actor.send(leave);
      expect(actor.getSnapshot().matches('payment')).toBe(false);
      expect(actor.getSnapshot().context.creditCard).toEqual(EMPTY_CARD);
    }
  });

  it('purchase (and the renewal, which shares its payment step): a declined card is gone after Back', async () => {
    const d = purchaseDriver({
      answers: {
        checkout: () => {
          throw { codes: ['PAYMENT_DECLINED'] };
        },
      },
    });
    await d.toPayment();
    await d.pay(declined);
    expect(d.snapshot().context.card.securityCode).toBe(declined.securityCode);
    await d.send({ type: 'step.back' });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.snapshot().context.card).toEqual(EMPTY_CARD);
  });

  it('upgrades: a card kept by a refused check is gone after Back', async () => {
    const actor = createActor(
      upgradeMembershipMachine.provide({
        actors: {
          startUpgrade: fromPromise(async () => UPGRADE_STARTS.lakeWithTrailerCare),
          payUpgrade: fromPromise<UpgradeReceipt, PayUpgradeInput>(async () =>
            Promise.reject({ codes: ['PAYMENT_DECLINED'] }),
          ),
        },
      }),
      { input: upgradePathInput },
    ).start();
    await waitFor(actor, (s) => s.matches('selection'));
    actor.send({ type: 'upgrade.continue' });
    actor.send({
      type: 'payment.submit',
      card: { ...APPROVED_CARD, cardExpirationDate: '' },
      billing: EMPTY_BILLING,
    });
    expect(actor.getSnapshot().context.card.securityCode).toBe(APPROVED_CARD.securityCode);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('selection')).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual(EMPTY_CARD);
  });

  it('auto-renew enrolment: a card kept by a refused enrolment is gone after Cancel', async () => {
    const actor = createActor(
      autoRenewMachine.provide({
        actors: {
          enrolAutoRenewal: fromPromise<unknown, EnrolmentRequest>(async () =>
            Promise.reject({ codes: ['PAYMENT_DECLINED'] }),
          ),
        },
      }),
      { input: autoRenewPathInput },
    ).start();
    actor.send({ type: 'switch.turnOn' });
    actor.send({ type: 'agreement.toggle', accepted: true });
    actor.send({ type: 'enrolment.submit', card: declined, address: autoRenewPathInput.billingAddress });
    await waitFor(actor, (s) => s.matches({ enrolment: 'editing' }));
    expect(actor.getSnapshot().context.card.securityCode).toBe(declined.securityCode);
    actor.send({ type: 'enrolment.cancel' });
    expect(actor.getSnapshot().matches('billing')).toBe(true);
    expect(actor.getSnapshot().context.card).toEqual(EMPTY_CARD);
  });
});
