// Contract: POST /tasks (apply for Sea Care / Membership Kits) through the typed client.
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOf, apiClient, countRows, signInSwapped } from '../support/partner-personas';
import { resetSandbox, signInAs } from '../support/sandbox';

beforeEach(async () => {
  await resetSandbox();
});

describe('POST /tasks', () => {
  it('opens a review task and records the requested service on the partner account', async () => {
    const token = await signInAs('partner@example.com');
    const accountId = await accountOf('partner@example.com');
    const { data, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Membership Kits', comments: 'Two stores' },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      account_id: accountId,
      service: 'Membership Kits',
      status: 'Open',
      comments: 'Two stores',
    });
    const dashboard = await apiClient(token).GET('/savingsclubdashboard/{accountId}', {
      params: { path: { accountId } },
    });
    expect(dashboard.data?.programs.membership_kits).toEqual({ status: 'Requested' });
    expect(dashboard.data?.account.services_requested__c?.split(';')).toContain('Membership Kits');
  });

  it('answers 409 to a second open request for the same service', async () => {
    const token = await signInAs('partner@example.com');
    const accountId = await accountOf('partner@example.com');
    expect(
      (await apiClient(token).POST('/tasks', { body: { accountId, service: 'Sea Care' } })).response.status,
    ).toBe(201);
    const again = await apiClient(token).POST('/tasks', { body: { accountId, service: 'Sea Care' } });
    expect(again.response.status).toBe(409);
    expect(again.error?.codes).toEqual(['ALREADY_REQUESTED']);
    expect(await countRows('program_tasks')).toBe(1);
  });

  it('answers 409 when the account already takes part in the program', async () => {
    const { token, accountId } = await signInSwapped('temp-partner@example.com');
    const { error, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care' },
    });
    expect(response.status).toBe(409);
    expect(error?.codes).toEqual(['ALREADY_IN_PROGRAM']);
  });

  it("answers 403 for another partner's account and 401 without a token, writing nothing", async () => {
    const accountId = await accountOf('partner@example.com');
    const other = await apiClient(await signInAs('newpartner@example.com')).POST('/tasks', {
      body: { accountId, service: 'Sea Care' },
    });
    expect(other.response.status).toBe(403);
    expect(other.error?.codes).toContain('FORBIDDEN');
    const anonymous = await apiClient().POST('/tasks', { body: { accountId, service: 'Sea Care' } });
    expect(anonymous.response.status).toBe(401);
    expect(await countRows('program_tasks')).toBe(0);
  });

  it('answers 400 with field errors for an unknown service tag', async () => {
    const token = await signInAs('partner@example.com');
    const accountId = await accountOf('partner@example.com');
    const { error, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Savings Club' as 'Sea Care' },
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.['body.service']).toBeDefined();
  });
});
