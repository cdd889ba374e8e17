// The upgrade charts' real actors (journeys/upgrades/upgrade.actors.ts) against the real sandbox through
// the app's typed client and middleware: what the start loads, the §7 upgrade and trailer care payloads,
// one Idempotency-Key per attempt, and a repeated key charging nothing more.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import { testApiClient } from '@/tests/support/api-client';
import { payUpgrade, startUpgrade } from '@/journeys/upgrades/upgrade.actors';
import { EMPTY_BILLING } from '@/machines/purchase/billing-form';
import type { PayUpgradeInput, UpgradeStart } from '@/machines/upgrades/upgrade-types';
import type { Sandbox } from '@/sandbox/app';
import { BASE_URL, resetSandbox, signInSession } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

let sent: Array<{ path: string; key: string | null; body: Record<string, unknown> | null }> = [];

function client(token: string): ApiClient {
  sent = [];
  return testApiClient({
    baseUrl: BASE_URL,
    getAccessToken: () => token,
    fetch: async (request) => {
      const text = request.method === 'POST' ? await request.clone().text() : '';
      sent.push({
        path: new URL(request.url).pathname.replace(/^\/api/, ''),
        key: request.headers.get('Idempotency-Key'),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      });
      return sandbox.app.fetch(request);
    },
  });
}

async function signedIn(email: string) {
  const session = await signInSession(email, sandbox);
  return { api: client(session.token), accountId: String(session.claims.account_id) };
}

const card = { cardNumber: '4111 1111 1111 1111', cardExpirationDate: '12/30', securityCode: '123' };
const pay = (start: UpgradeStart, charge: PayUpgradeInput['charge'], total: number): PayUpgradeInput => ({
  charge,
  membershipExternalId: start.membership.externalId,
  card,
  billing: EMPTY_BILLING,
  accountAddress: start.address,
  total,
});

describe('upgrade actors', () => {
  it("startUpgrade loads lake@'s Lake Card, its account address and every price list", async () => {
    const { api, accountId } = await signedIn('lake@example.com');
    const start = await startUpgrade(api, { sfid: 'mem-lake', accountId });
    expect(start.membership).toMatchObject({
      membership_type__c: 'Lake Card',
      trailer_care_type__c: 'Trailer Care Marine',
    });
    expect(start.address?.street).toBeTruthy();
    expect(start.products.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Gold Card',
        'Lake Card',
        'Trailer Care',
        'Trailer Care Plus',
        'Lake to Gold Upgrade',
      ]),
    );
    await expect(startUpgrade(api, { sfid: 'mem-gold', accountId })).rejects.toMatchObject({
      codes: ['MEMBERSHIP_NOT_FOUND'],
    });
  });

  it('payUpgrade sends the Lake-to-Gold payload billed to the account address, once per key', async () => {
    const { api, accountId } = await signedIn('lake@example.com');
    const start = await startUpgrade(api, { sfid: 'mem-lake', accountId });
    const receipt = await payUpgrade(
      api,
      pay(start, { kind: 'membership', from: 'Lake Card', to: 'Gold Card' }, 80),
      {
        newIdempotencyKey: () => 'upgrade-key-1',
      },
    );
    expect(receipt.membershipType).toBe('Gold Card');
    const call = sent.find((s) => s.path === '/upgrades');
    expect(call?.key).toBe('upgrade-key-1');
    expect(call?.body).toMatchObject({
      total_cost: 80,
      upgrading_from: 'Lake Card',
      upgrading_to: 'Gold Card',
      cc_details: {
        cc_number: '4111111111111111',
        exp_date: '12/30',
        billingaddress: { street: start.address?.street },
      },
    });
    // The same key again (a resubmission) is refused and charges nothing more.
    await expect(
      payUpgrade(api, pay(start, { kind: 'membership', from: 'Lake Card', to: 'Gold Card' }, 80), {
        newIdempotencyKey: () => 'upgrade-key-1',
      }),
    ).rejects.toMatchObject({ codes: ['DUPLICATE_TRANSACTION_SUBMITTED'] });
  });

  it('payUpgrade steps the base level up to Plus as upgrading_from/upgrading_to, and adds a level as trailer_care_type', async () => {
    const lake = await signedIn('lake@example.com');
    const lakeStart = await startUpgrade(lake.api, { sfid: 'mem-lake', accountId: lake.accountId });
    const plus = await payUpgrade(
      lake.api,
      pay(lakeStart, { kind: 'trailerCare', from: 'Trailer Care', to: 'Trailer Care Plus' }, 15.95),
      { newIdempotencyKey: () => 'upgrade-key-2' },
    );
    expect(plus.trailerCareRecord).toBe('Trailer Care Universal');
    expect(sent.find((s) => s.path === '/midmembershiptrailercare')?.body).toMatchObject({
      upgrading_from: 'Trailer Care',
      upgrading_to: 'Trailer Care Plus',
      total_cost: 15.95,
    });

    const gold = await signedIn('gold@example.com');
    const goldStart = await startUpgrade(gold.api, { sfid: 'mem-gold', accountId: gold.accountId });
    const added = await payUpgrade(
      gold.api,
      pay(goldStart, { kind: 'trailerCare', from: null, to: 'Trailer Care' }, 14),
      {
        newIdempotencyKey: () => 'upgrade-key-3',
      },
    );
    expect(added.trailerCareRecord).toBe('Trailer Care Marine');
    expect(sent.find((s) => s.path === '/midmembershiptrailercare')?.body).toMatchObject({
      trailer_care_type: 'Trailer Care',
      total_cost: 14,
    });
  });
});
