// Dashboard: GET /dashboard/{accountId} (account + memberships with boats, aor, payment_profile) and
// GET /membershipandaor/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
let gold: string;
beforeAll(async () => {
  sandbox = await resetSandbox();
  gold = await signInAs('gold@example.com', sandbox);
});

const dayOffset = (iso: string | null | undefined) =>
  Math.round(
    (Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );

describe('GET /dashboard/{accountId}', () => {
  it('answers gold’s account and membership with nested boats, operator and stored card', async () => {
    const { data, response } = await apiClient(sandbox, gold).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-gold' } },
    });
    expect(response.status).toBe(200);
    expect(data?.account.sfid).toBe('acc-gold');
    expect(data?.memberships).toHaveLength(1);
    const [membership] = data?.memberships ?? [];
    expect(membership).toMatchObject({
      membership_number__c: 'GC100001',
      membership_type__c: 'Gold Card',
      membership_status__c: 'Active',
      auto_renew__c: true,
      trailer_care_type__c: null,
      payment_profile: { arb_details: { pymt__last_4_digits__c: '1111' } },
    });
    expect(dayOffset(membership?.membership_expiration_date__c)).toBe(200);
    expect(dayOffset(membership?.auto_renew_date)).toBe(190);
    expect(membership?.boats.map((b) => [b.name__c, b.primary_boat__c, b.home_port_city__c])).toEqual([
      ['Sea Breeze', true, 'Sag Harbor'],
      ['Little Tern', false, 'Sag Harbor'],
    ]);
    expect(membership?.aor).toMatchObject({
      sfid: 'aor-sag-harbor',
      captain_name__c: expect.any(String),
      x24_hour_phone__c: expect.any(String),
    });
  });

  it('fleet has three memberships; noboat none of its boats; sponsored shows its sponsor', async () => {
    const fleet = await signInAs('fleet@example.com', sandbox);
    const { data } = await apiClient(sandbox, fleet).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-fleet' } },
    });
    expect(data?.account.name).toBe('Harbor Charters LLC');
    expect(
      data?.memberships.map((m) => [
        m.membership_type__c,
        dayOffset(m.membership_expiration_date__c),
        m.boats.length,
      ]),
    ).toEqual([
      ['Gold Card', 300, 1],
      ['Lake Card', 40, 1],
      ['Commercial Card', 9, 1],
    ]);
    const noboat = await signInAs('noboat@example.com', sandbox);
    const none = await apiClient(sandbox, noboat).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-noboat' } },
    });
    expect(none.data?.memberships[0]).toMatchObject({ boats: [], aor: null, payment_profile: null });
    const sponsored = await signInAs('sponsored@example.com', sandbox);
    const sp = await apiClient(sandbox, sponsored).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-sponsored' } },
    });
    expect(sp.data?.memberships[0]?.sponsor_name).toBe('Bay Yacht Club');
  });

  it('another account → 403; no token → 401', async () => {
    const other = await apiClient(sandbox, gold).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-lake' } },
    });
    expect(other.response.status).toBe(403);
    expect(other.error?.codes).toEqual(['FORBIDDEN']);
    const anonymous = await apiClient(sandbox).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'acc-gold' } },
    });
    expect(anonymous.response.status).toBe(401);
  });

  it('a path parameter outside the contract → 400 VALIDATION_FAILED', async () => {
    const { error, response } = await apiClient(sandbox, gold).GET('/dashboard/{accountId}', {
      params: { path: { accountId: 'a'.repeat(80) } },
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors).toHaveProperty(['path.accountId']);
  });
});

describe('GET /membershipandaor/{id}', () => {
  it('answers the membership with its local operator', async () => {
    const { data } = await apiClient(sandbox, gold).GET('/membershipandaor/{id}', {
      params: { path: { id: 'mem-gold' } },
    });
    expect(data?.membership.sfid).toBe('mem-gold');
    expect(data?.aor?.sfid).toBe('aor-sag-harbor');
  });

  it('another account’s membership → 403; unknown → 404; no token → 401', async () => {
    const client = apiClient(sandbox, gold);
    const other = await client.GET('/membershipandaor/{id}', { params: { path: { id: 'mem-lake' } } });
    expect(other.response.status).toBe(403);
    const unknown = await client.GET('/membershipandaor/{id}', { params: { path: { id: 'mem-nobody' } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.codes).toEqual(['NOT_FOUND']);
    const anonymous = await apiClient(sandbox).GET('/membershipandaor/{id}', {
      params: { path: { id: 'mem-gold' } },
    });
    expect(anonymous.response.status).toBe(401);
  });
});
