// Account reads: GET /accounts/{id} and GET /contacts/all/{accountId} — own account only.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, rawRequest, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
let gold: string;
beforeAll(async () => {
  sandbox = await resetSandbox();
  gold = await signInAs('gold@example.com', sandbox);
});
beforeEach(async () => {
  await resetSandbox();
});

describe('GET /accounts/{id}', () => {
  it('answers the caller’s own account in the spec’s field names', async () => {
    const { data, response } = await apiClient(sandbox, gold).GET('/accounts/{id}', {
      params: { path: { id: 'acc-gold' } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      sfid: 'acc-gold',
      name: 'Grace Goldman',
      account_detail_type__c: 'Customer - Retail',
      billingcity: 'Sag Harbor',
      billingstate: 'NY',
      referral_credits__c: 2,
      parent_account: null,
    });
  });

  it('shows the sponsor of a subsidized account', async () => {
    const token = await signInAs('sponsored@example.com', sandbox);
    const { data } = await apiClient(sandbox, token).GET('/accounts/{id}', {
      params: { path: { id: 'acc-sponsored' } },
    });
    expect(data?.parent_account).toEqual({ name: 'Bay Yacht Club' });
  });

  it('another account → 403 FORBIDDEN', async () => {
    const { error, response } = await apiClient(sandbox, gold).GET('/accounts/{id}', {
      params: { path: { id: 'acc-lake' } },
    });
    expect(response.status).toBe(403);
    expect(error?.codes).toEqual(['FORBIDDEN']);
  });

  it('no bearer token → 401 UNAUTHORIZED', async () => {
    const { error, response } = await apiClient(sandbox).GET('/accounts/{id}', {
      params: { path: { id: 'acc-gold' } },
    });
    expect(response.status).toBe(401);
    expect(error?.codes).toEqual(['UNAUTHORIZED']);
  });

  it('an id longer than the contract allows → 400 VALIDATION_FAILED on path.id', async () => {
    const { error, response } = await apiClient(sandbox, gold).GET('/accounts/{id}', {
      params: { path: { id: 'x'.repeat(65) } },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual(['path.id']);
  });

  it('the caller’s account no longer existing → 404 NOT_FOUND', async () => {
    await sandbox.db.query(`DELETE FROM accounts WHERE sfid = 'acc-gold'`);
    const { error, response } = await apiClient(sandbox, gold).GET('/accounts/{id}', {
      params: { path: { id: 'acc-gold' } },
    });
    expect(response.status).toBe(404);
    expect(error?.codes).toEqual(['NOT_FOUND']);
  });

  it('without the request token → 400 REQUEST_TOKEN_REQUIRED', async () => {
    const response = await rawRequest(
      'GET',
      '/accounts/acc-gold',
      { token: gold, requestToken: null },
      sandbox,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { codes: string[] }).codes).toEqual(['REQUEST_TOKEN_REQUIRED']);
  });
});

describe('GET /contacts/all/{accountId}', () => {
  it('lists the contacts, Primary Contact first', async () => {
    const { data } = await apiClient(sandbox, gold).GET('/contacts/all/{accountId}', {
      params: { path: { accountId: 'acc-gold' } },
    });
    expect(data?.map((c) => [c.sfid, c.contact_type__c])).toEqual([
      ['con-gold', 'Primary Contact'],
      ['con-gold-spouse', 'Spouse Partner'],
    ]);
    expect(data?.[0]).toMatchObject({
      accountid: 'acc-gold',
      firstname: 'Grace',
      lastname: 'Goldman',
      email: 'gold@example.com',
    });
  });

  it('another account → 403; no token → 401; missing account → 404', async () => {
    const other = await apiClient(sandbox, gold).GET('/contacts/all/{accountId}', {
      params: { path: { accountId: 'acc-fleet' } },
    });
    expect(other.response.status).toBe(403);
    const anonymous = await apiClient(sandbox).GET('/contacts/all/{accountId}', {
      params: { path: { accountId: 'acc-gold' } },
    });
    expect(anonymous.response.status).toBe(401);
    await sandbox.db.query(`DELETE FROM accounts WHERE sfid = 'acc-gold'`);
    const gone = await apiClient(sandbox, gold).GET('/contacts/all/{accountId}', {
      params: { path: { accountId: 'acc-gold' } },
    });
    expect(gone.response.status).toBe(404);
  });
});
