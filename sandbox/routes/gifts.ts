// Gift membership purchase (companion spec §3, §5, §9): priced on the server, charged once per idempotency
// key and once per gift order — the order id the buyer's cart chose, which the gift order keeps as its id
// (decision 194) — through the card processor simulation, recorded as a gift order.
import { Hono } from 'hono';
import type { operations } from '@/openapi/schema.gen';
import { giftPrice } from '@/machines/pricing';
import { discountedMembershipCost } from '../gifts/gift-quote';
import { fail } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { chargeCard, refuseIfCharged } from '../payments/charge-card';
import { idempotencyKey, requireIdempotencyKey } from '../payments/idempotency-key';
import { orderKeys } from '../payments/order-keys';

// The request body as the contract defines it (validated against the same document before this runs).
type GiftPurchase = operations['purchaseGiftMembership']['requestBody']['content']['application/json'];

export const giftsRoutes = new Hono<SandboxEnv>().post(
  '/kitsandgifts',
  validated('purchaseGiftMembership'),
  requireIdempotencyKey('purchaseGiftMembership'),
  async (c) => {
    const key = idempotencyKey(c);
    const gift = validBody<GiftPurchase>(c);
    const { logistics } = gift;
    const db = c.get('db');
    const id = gift.order_id;
    const charged = { idempotencyKey: `gift:${key}`, orderKey: orderKeys.gift(id) };
    await refuseIfCharged(db, charged);

    const quote = await discountedMembershipCost(db, {
      membershipType: logistics.membershipType,
      promoCode: logistics.promoCode,
      today: c.get('now')(),
    });
    if (!quote.ok)
      return fail(c, 400, quote.codes, quote.message, { 'body.logistics.promoCode': [quote.message] });
    const price = giftPrice({
      discountedMembershipCost: quote.cost,
      deliveryMethod: logistics.deliveryMethod,
      shippingMethod: logistics.shippingMethod,
      giftWrapped: logistics.giftWrapped,
    });
    if (Math.abs(price.total_cost - logistics.totalCost) > 0.005) {
      return fail(
        c,
        400,
        ['PRICE_MISMATCH'],
        `The gift costs ${price.total_cost.toFixed(2)}, not ${logistics.totalCost.toFixed(2)}.`,
      );
    }

    const outcome = await db.transaction(async (tx) => {
      const charge = await chargeCard({
        db: tx,
        ...charged,
        today: c.get('now')(),
        amount: price.total_cost,
        card: gift.credit_card,
        description: `Gift ${logistics.membershipType} for ${gift.recipient.firstName} ${gift.recipient.lastName}`,
      });
      if (!charge.ok) return charge;
      const { rows } = await tx.query<{ created_at: Date | string }>(
        `INSERT INTO gift_orders (id, idempotency_key, membership_type__c, promo_code, delivery_method, shipping_method, gift_wrapped,
         mailed_to_gifter, gift_message, membership_cost, shipping_cost, wrap_cost, total_cost, recipient, billing, payment_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'Paid') RETURNING created_at`,
        [
          id,
          key,
          logistics.membershipType,
          logistics.promoCode ?? null,
          logistics.deliveryMethod,
          logistics.deliveryMethod === 'Mail' ? (logistics.shippingMethod ?? null) : null,
          logistics.giftWrapped,
          logistics.mailedToGifter ?? false,
          logistics.giftMessage ?? null,
          price.membership_cost,
          price.shipping_cost,
          price.wrap_cost,
          price.total_cost,
          JSON.stringify(gift.recipient),
          JSON.stringify(gift.billing),
          charge.paymentId,
        ],
      );
      return { ok: true as const, createdAt: rows[0]!.created_at };
    });
    if (!outcome.ok) return fail(c, outcome.status, outcome.codes, outcome.message);
    return c.json(
      {
        id,
        membership_type__c: logistics.membershipType,
        delivery_method: logistics.deliveryMethod,
        shipping_method: logistics.deliveryMethod === 'Mail' ? (logistics.shippingMethod ?? null) : null,
        gift_wrapped: logistics.giftWrapped,
        ...price,
        status: 'Paid' as const,
        created_at: new Date(outcome.createdAt).toISOString(),
      },
      201,
    );
  },
);
