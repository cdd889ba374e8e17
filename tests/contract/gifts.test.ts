// Contract: POST /kitsandgifts through the typed client — server pricing, codes, the card processor
// simulation, idempotency and concurrency, counted in the payments and gift_orders tables.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '@/openapi/schema.gen';
import { apiClient, countRows } from '../support/partner-personas';
import { resetSandbox } from '../support/sandbox';
import { GIFT_BUYER } from '../fixtures/gift-order';

type GiftBody = paths['/kitsandgifts']['post']['requestBody']['content']['application/json'];

type Overrides = {
  logistics?: Record<string, unknown>;
  card?: string;
  expiry?: string;
  key?: string;
  recipient?: Record<string, string>;
};
const person = GIFT_BUYER;

const mailedRecipient = { ...person, firstName: 'Rory', lastName: 'Recipient', email: 'rory@example.com' };

function gift({
  logistics = {},
  card = '4111111111111111',
  expiry = '12/39',
  key = randomUUID(),
  recipient = mailedRecipient,
}: Overrides = {}) {
  const body = {
    order_id: randomUUID(),
    logistics: {
      membershipType: 'Gold Card' as const,
      deliveryMethod: 'Email' as const,
      giftWrapped: true,
      totalCost: 182,
      ...logistics,
    },
    billing: person,
    credit_card: { cardNumber: card, cardExpirationDate: expiry, securityCode: '123' },
    recipient,
  } as GiftBody;
  return { body, key };
}

const buy = ({ body, key }: ReturnType<typeof gift>) =>
  apiClient().POST('/kitsandgifts', { body, params: { header: { 'Idempotency-Key': key } } });

beforeEach(async () => {
  await resetSandbox();
});

describe('POST /kitsandgifts', () => {
  it('charges the server-computed total once and creates a gift order (Email, wrapped: 179 + 3)', async () => {
    const payments = await countRows('payments');
    const { data, response } = await buy(gift());
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      membership_type__c: 'Gold Card',
      delivery_method: 'Email',
      membership_cost: 179,
      shipping_cost: 0,
      wrap_cost: 3,
      total_cost: 182,
      status: 'Paid',
    });
    expect(await countRows('payments')).toBe(payments + 1);
    expect(await countRows('gift_orders')).toBe(1);
  });

  it('adds shipping when mailed (Lake Card, Next Day Air, unwrapped: 119 + 35)', async () => {
    const { data, response } = await buy(
      gift({
        logistics: {
          membershipType: 'Lake Card',
          deliveryMethod: 'Mail',
          shippingMethod: 'Next Day Air',
          giftWrapped: false,
          totalCost: 154,
        },
      }),
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      membership_cost: 119,
      shipping_cost: 35,
      wrap_cost: 0,
      total_cost: 154,
      shipping_method: 'Next Day Air',
    });
  });

  it('applies a promotion code before shipping and wrap (SAVE20: 159 + 8 + 3; TAKE10: 161.10 + 3)', async () => {
    const save20 = await buy(
      gift({
        logistics: {
          promoCode: 'SAVE20',
          deliveryMethod: 'Mail',
          shippingMethod: 'Standard',
          totalCost: 170,
        },
      }),
    );
    expect(save20.response.status).toBe(201);
    expect(save20.data?.membership_cost).toBe(159);
    const take10 = await buy(gift({ logistics: { promoCode: 'take10', totalCost: 164.1 } }));
    expect(take10.response.status).toBe(201);
    expect(take10.data?.total_cost).toBe(164.1);
  });

  it.each([
    ['UNKNOWNCODE', 'INVALID_ID'],
    ['OLDPROMO', 'INACTIVE_PROMO'],
    ['RENEW15', 'INVALID_RENEW_ONLY'],
    ['LAKEKIT', 'INVALID_CODE_ON_MEMBERSHIP_TYPE'],
  ])('answers the catalogue code of a failing code %s → %s and charges nothing', async (promoCode, code) => {
    const { error, response } = await buy(gift({ logistics: { promoCode } }));
    expect(response.status).toBe(400);
    expect(error?.codes).toContain(code);
    expect(await countRows('gift_orders')).toBe(0);
  });

  it('answers PRICE_MISMATCH when totalCost disagrees, charging nothing', async () => {
    const payments = await countRows('payments');
    const { error, response } = await buy(gift({ logistics: { totalCost: 179 } }));
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual(['PRICE_MISMATCH']);
    expect(await countRows('payments')).toBe(payments);
  });

  it.each([
    ['4000000000000002', '12/39', 'PAYMENT_DECLINED'],
    ['4000000000000069', '12/39', 'EXPIRED_CREDIT_CARD'],
    ['4000000000000119', '12/39', 'ERROR_PROCESSING_PAYMENT'],
    ['4000000000000127', '12/39', 'INVALID_CREDIT_CARD_NUMBER'],
    ['4000000000000259', '12/39', 'AUTHNET_ERROR_OCCURRED'],
    ['4111111111111111', '01/20', 'EXPIRED_CREDIT_CARD'],
    ['4111111111111111', '13/39', 'INVALID_CREDIT_CARD_EXPIRATION_DATE'],
  ])('card %s expiring %s answers %s and creates no gift order', async (card, expiry, code) => {
    const { error, response } = await buy(gift({ card, expiry }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(error?.codes).toContain(code);
    expect(await countRows('gift_orders')).toBe(0);
  });

  it('answers DUPLICATE_TRANSACTION_SUBMITTED to a resubmission and charges nothing more', async () => {
    const purchase = gift();
    expect((await buy(purchase)).response.status).toBe(201);
    const payments = await countRows('payments');
    const again = await buy(purchase);
    expect(again.response.status).toBe(409);
    expect(again.error?.codes).toEqual(['DUPLICATE_TRANSACTION_SUBMITTED']);
    expect(await countRows('payments')).toBe(payments);
    expect(await countRows('gift_orders')).toBe(1);
  });

  it('persists concurrent gifts once each, and one charge for concurrent resubmissions', async () => {
    const payments = await countRows('payments');
    const distinct = await Promise.all(Array.from({ length: 50 }, () => buy(gift())));
    expect(distinct.map((answer) => answer.response.status)).toEqual(Array(50).fill(201));
    const same = gift();
    const repeated = await Promise.all(Array.from({ length: 8 }, () => buy(same)));
    expect(repeated.filter((answer) => answer.response.status === 201)).toHaveLength(1);
    expect(repeated.filter((answer) => answer.response.status === 409)).toHaveLength(7);
    expect(await countRows('gift_orders')).toBe(51);
    expect(await countRows('payments')).toBe(payments + 51);
  });

  it('rejects a missing Idempotency-Key with a field error and charges nothing', async () => {
    const payments = await countRows('payments');
    const { error, response } = await apiClient().POST('/kitsandgifts', {
      body: gift().body,
      params: { header: { 'Idempotency-Key': '' } },
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.['header.Idempotency-Key']).toBeDefined();
    expect(await countRows('payments')).toBe(payments);
  });

  it('rejects a mailed gift without shipping method or recipient address with field errors', async () => {
    const { error, response } = await buy(
      gift({
        logistics: { deliveryMethod: 'Mail' },
        recipient: { firstName: 'Rory', lastName: 'Recipient', email: 'rory@example.com' },
      }),
    );
    expect(response.status).toBe(400);
    expect(error?.codes).toContain('VALIDATION_FAILED');
    expect(Object.keys(error?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    expect(await countRows('gift_orders')).toBe(0);
  });
});
