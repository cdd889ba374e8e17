// Contract: promotion and activation code look-ups with every rule of member spec §4-§5 and §8.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
type Flow = 'New' | 'Renewal' | 'Expired';
const promo = (promotion_code: string, flow_type: Flow, membership_type?: string) =>
  apiClient(sandbox).POST('/utility/promos/', {
    body: { promotion_code, flow_type, ...(membership_type ? { membership_type } : {}) },
  });
const activation = (activation_code: string, flow_type: Flow, membership_type?: string) =>
  apiClient(sandbox).POST('/utility/activationcode/', {
    body: { activation_code, flow_type, ...(membership_type ? { membership_type } : {}) },
  });

describe('POST /utility/promos/', () => {
  it('answers the discount details (dollars off, HTML legal text marked as HTML)', async () => {
    const { data, response } = await promo('save20', 'New', 'gold card');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      name: 'SAVE20',
      type: 'promo',
      dollarsOff: 20,
      autoRenewRequired: false,
      trial: false,
      promo_legal_format: 'html',
    });
    const { rows } = await sandbox.db.query<{ promo_legal: string | null }>(
      `SELECT promo_legal FROM promotion_codes WHERE name = 'SAVE20'`,
    );
    expect(data?.promo_legal).toBe(rows[0]?.promo_legal);
  });
  it('flags percent off, ARB-required and trial codes', async () => {
    expect((await promo('TAKE10', 'Renewal')).data).toMatchObject({ percentOff: 10 });
    expect((await promo('ARB25', 'New')).data).toMatchObject({ dollarsOff: 25, autoRenewRequired: true });
    expect((await promo('TRIAL30', 'New')).data).toMatchObject({
      trial: true,
      trialDurationDays: 30,
      autoRenewRequired: true,
    });
  });
  it.each([
    ['NOPE', 'New', undefined, 'INVALID_ID'],
    ['LAKEKIT', 'New', undefined, 'INVALID_ID'],
    ['OLDPROMO', 'New', undefined, 'INACTIVE_PROMO'],
    ['SAVE20', 'Renewal', undefined, 'INVALID_NEW_ONLY'],
    ['SAVE20', 'Expired', undefined, 'INVALID_NEW_ONLY'],
    ['RENEW15', 'New', undefined, 'INVALID_RENEW_ONLY'],
    ['SAVE20', 'New', 'Commercial Card', 'INVALID_CODE_ON_MEMBERSHIP_TYPE'],
  ] as const)('%s on %s (%s) → %s', async (code, flow, type, expected) => {
    const { error, response } = await promo(code, flow, type);
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual([expected]);
    expect(error?.fieldErrors).toHaveProperty(['body.promotion_code']);
  });
  it('accepts a renewal code for an expired member renewing', async () => {
    expect((await promo('RENEW15', 'Expired')).response.status).toBe(200);
  });
  it('rejects a malformed code with VALIDATION_FAILED', async () => {
    const { error } = await promo("x' OR 1=1 --", 'New');
    expect(error?.codes).toEqual(['VALIDATION_FAILED']);
  });
});

describe('POST /utility/activationcode/', () => {
  it('answers an activation code on its membership type, case-insensitively', async () => {
    expect((await activation('lakekit', 'New', 'LAKE CARD')).data).toMatchObject({
      name: 'LAKEKIT',
      type: 'activation',
    });
    expect((await activation('GOLDKIT', 'Renewal', 'Gold Card')).response.status).toBe(200);
  });
  it.each([
    ['LAKEKIT', 'Renewal', 'Lake Card', 'INVALID_CODE_ON_RENEW_BUSINESS_TYPE'],
    ['LAKEKIT', 'Expired', 'Lake Card', 'INVALID_CODE_ON_EXPIRED_BUSINESS_TYPE'],
    ['LAKEKIT', 'New', 'Gold Card', 'INVALID_CODE_ON_MEMBERSHIP_TYPE'],
    ['GOLDKIT', 'New', 'Commercial Card', 'INVALID_CODE_ON_MEMBERSHIP_TYPE'],
    ['GOLDKIT', 'New', 'Professional Mariner Card', 'INVALID_CODE_ON_MEMBERSHIP_TYPE'],
    ['SAVE20', 'New', 'Gold Card', 'INVALID_ID'],
  ] as const)('%s on %s (%s) → %s', async (code, flow, type, expected) => {
    const { error, response } = await activation(code, flow, type);
    expect(response.status).toBe(400);
    expect(error?.codes).toEqual([expected]);
  });
  it('answers INVALID_CODE_ON_NEW_BUSINESS_TYPE for a renewal-only kit on a new membership', async () => {
    await sandbox.db.query(
      `UPDATE promotion_codes SET valid_on_business_type__c = 'Renewal' WHERE name = 'GOLDKIT'`,
    );
    expect((await activation('GOLDKIT', 'New', 'Gold Card')).error?.codes).toEqual([
      'INVALID_CODE_ON_NEW_BUSINESS_TYPE',
    ]);
  });
});
