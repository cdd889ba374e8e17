// Contract: POST /tasks (apply for Sea Care / Membership Kits) through the typed client. The application
// carries the account's primary contact as the portal builds it (companion spec §3, decision 240).
import { beforeEach, describe, expect, it } from 'vitest';
import { primaryContactOf } from '@/machines/account/primary-contact';
import { programApplicationContact } from '@/machines/partner/program-application';
import { accountOf, apiClient, countRows, signInSwapped } from '../support/partner-personas';
import { resetSandbox, sandboxHandle, signInAs } from '../support/sandbox';

beforeEach(async () => {
  await resetSandbox();
});

/** Any well-formed contact, for the cases about something else. */
const contact = { email: 'pat@harborside.example.com', firstName: 'Pat', lastName: 'Partner' };

describe('POST /tasks', () => {
  it('opens a review task and records the requested service on the partner account', async () => {
    const token = await signInAs('partner@example.com');
    const accountId = await accountOf('partner@example.com');
    const { data, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Membership Kits', contact, comments: 'Two stores' },
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
      (await apiClient(token).POST('/tasks', { body: { accountId, service: 'Sea Care', contact } })).response
        .status,
    ).toBe(201);
    const again = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care', contact },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.codes).toEqual(['ALREADY_REQUESTED']);
    expect(await countRows('program_tasks')).toBe(1);
  });

  it('answers 409 when the account already takes part in the program', async () => {
    const { token, accountId } = await signInSwapped('temp-partner@example.com');
    const { error, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care', contact },
    });
    expect(response.status).toBe(409);
    expect(error?.codes).toEqual(['ALREADY_IN_PROGRAM']);
  });

  it("answers 403 for another partner's account and 401 without a token, writing nothing", async () => {
    const accountId = await accountOf('partner@example.com');
    const other = await apiClient(await signInAs('newpartner@example.com')).POST('/tasks', {
      body: { accountId, service: 'Sea Care', contact },
    });
    expect(other.response.status).toBe(403);
    expect(other.error?.codes).toContain('FORBIDDEN');
    const anonymous = await apiClient().POST('/tasks', { body: { accountId, service: 'Sea Care', contact } });
    expect(anonymous.response.status).toBe(401);
    expect(await countRows('program_tasks')).toBe(0);
  });

  it('answers 400 with field errors for an unknown service tag', async () => {
    const token = await signInAs('partner@example.com');
    const accountId = await accountOf('partner@example.com');
    const { error, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Savings Club' as 'Sea Care', contact },
    });
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.['body.service']).toBeDefined();
  });

  it("carries the primary contact's e-mail, first and last name and phone, kept on the review task (§3)", async () => {
    const token = await signInAs('newpartner@example.com');
    const accountId = await accountOf('newpartner@example.com');
    const contacts = await apiClient(token).GET('/contacts/all/{accountId}', {
      params: { path: { accountId } },
    });
    const sent = programApplicationContact(primaryContactOf(contacts.data ?? []));
    expect(sent).toEqual({
      email: 'newpartner@example.com',
      firstName: 'Nina',
      lastName: 'Newport',
      phone: '(401) 555-0151',
    });
    const { data, response } = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care', contact: sent! },
    });
    expect(response.status).toBe(201);
    expect(data?.contact).toEqual(sent);
    const { rows } = await (
      await sandboxHandle()
    ).db.query<{ contact: unknown }>('SELECT contact FROM program_tasks WHERE account_id = $1', [accountId]);
    expect(rows.map((row) => row.contact)).toEqual([sent]);
  });

  it('answers 400 with field errors for an application without its contact or with a malformed one, writing nothing', async () => {
    const token = await signInAs('newpartner@example.com');
    const accountId = await accountOf('newpartner@example.com');
    const missing = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care' } as never,
    });
    expect(missing.response.status).toBe(400);
    expect(Object.keys(missing.error?.fieldErrors ?? {}).join(' ')).toContain('contact');
    const malformed = await apiClient(token).POST('/tasks', {
      body: { accountId, service: 'Sea Care', contact: { ...contact, email: 'not-an-email', phone: '12' } },
    });
    expect(malformed.response.status).toBe(400);
    expect(malformed.error?.fieldErrors?.['body.contact.email']).toBeDefined();
    expect(malformed.error?.fieldErrors?.['body.contact.phone']).toBeDefined();
    expect(await countRows('program_tasks')).toBe(0);
  });
});
