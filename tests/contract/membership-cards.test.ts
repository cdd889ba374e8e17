// Contract: card fulfillment orders and reprint requests (MEMBER_EXPIRING_TOO_SOON within 30 days, decision 052).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const as = async (email: string) => apiClient(sandbox, await signInAs(email, sandbox));
const orders = async (sfid: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM fulfillments WHERE membership__c = $1`,
      [sfid],
    )
  ).rows[0]!.n;

describe('GET /utility/fulfillment/{id}', () => {
  it("lists the own membership's card orders", async () => {
    const { data, response } = await (
      await as('gold@example.com')
    ).GET('/utility/fulfillment/{id}', { params: { path: { id: 'mem-gold' } } });
    expect(response.status).toBe(200);
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      id: 'ful-gold-1',
      name: 'Renewing Membership Card Package',
      status: 'Shipped',
      fulfillment_code__c: 'R',
    });
    expect(data![0]!.most_recent_date).toBe(data![0]!.shipped_date__c);
  });
  it("refuses another account's membership (403), no token (401) and an unknown one (404)", async () => {
    expect(
      (
        await (
          await as('lake@example.com')
        ).GET('/utility/fulfillment/{id}', { params: { path: { id: 'mem-gold' } } })
      ).response.status,
    ).toBe(403);
    expect(
      (await apiClient(sandbox).GET('/utility/fulfillment/{id}', { params: { path: { id: 'mem-gold' } } }))
        .response.status,
    ).toBe(401);
    expect(
      (
        await (
          await as('gold@example.com')
        ).GET('/utility/fulfillment/{id}', { params: { path: { id: 'mem-none' } } })
      ).response.status,
    ).toBe(404);
  });
});

describe('POST /utility/reprint', () => {
  it('orders a replacement card and lists it first', async () => {
    const client = await as('gold@example.com');
    const { data, response } = await client.POST('/utility/reprint', {
      body: { cardReason: 'Lost', membershipid: 'mem-gold' },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Replacement Card Package',
      status: 'Ordered',
      card_reason__c: 'Lost',
      membership__c: 'mem-gold',
    });
    const list = await client.GET('/utility/fulfillment/{id}', { params: { path: { id: 'mem-gold' } } });
    expect(list.data?.[0]?.id).toBe(data?.id);
  });
  it('answers MEMBER_EXPIRING_TOO_SOON within 30 days of expiry (lake: 20 days), writing nothing', async () => {
    const { error, response } = await (
      await as('lake@example.com')
    ).POST('/utility/reprint', { body: { cardReason: 'Damaged', membershipid: 'mem-lake' } });
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual(['MEMBER_EXPIRING_TOO_SOON']);
    expect(await orders('mem-lake')).toBe(0);
  });
  it("refuses another account's membership (403) and an unknown reason (400)", async () => {
    const client = await as('lake@example.com');
    expect(
      (await client.POST('/utility/reprint', { body: { cardReason: 'Lost', membershipid: 'mem-gold' } }))
        .response.status,
    ).toBe(403);
    const bad = await client.POST('/utility/reprint', {
      body: { cardReason: 'Bored' as 'Lost', membershipid: 'mem-lake' },
    });
    expect(Object.keys(bad.error?.fieldErrors ?? {})).toContain('body.cardReason');
    expect(await orders('mem-gold')).toBe(1);
  });
});
