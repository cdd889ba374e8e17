// Contract: account, contacts, login maintenance and the application account through the typed client.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const member = async (email = 'gold@example.com') => apiClient(sandbox, await signInAs(email, sandbox));
const value = async <T>(sql: string, params: unknown[] = []) =>
  (await sandbox.db.query<{ v: T }>(sql, params)).rows[0]?.v;
const accountId = (sfid: string) => value<number>(`SELECT id AS v FROM accounts WHERE sfid = $1`, [sfid]);
const contactId = (sfid: string) => value<number>(`SELECT id AS v FROM contacts WHERE sfid = $1`, [sfid]);

describe('PATCH /accounts', () => {
  it('updates the billing address of the own account', async () => {
    const client = await member();
    const { data, response } = await client.PATCH('/accounts', {
      body: {
        sfid: 'acc-gold',
        id: (await accountId('acc-gold'))!,
        billingstreet: '9 Main St',
        billingcity: 'Montauk',
        billingpostalcode: '11954',
      },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ sfid: 'acc-gold', billingstreet: '9 Main St', billingcity: 'Montauk' });
  });
  it('answers 403 for another account and 401 without a token, changing nothing', async () => {
    const id = (await accountId('acc-lake'))!;
    expect(
      (await (await member()).PATCH('/accounts', { body: { sfid: 'acc-lake', id, billingcity: 'Nowhere' } }))
        .response.status,
    ).toBe(403);
    expect(
      (
        await apiClient(sandbox).PATCH('/accounts', {
          body: { sfid: 'acc-lake', id, billingcity: 'Nowhere' },
        })
      ).response.status,
    ).toBe(401);
    expect(await value(`SELECT billingcity AS v FROM accounts WHERE sfid = 'acc-lake'`)).not.toBe('Nowhere');
  });
  it('answers 404 when sfid and id name different records, and 400 with field errors for a bad body', async () => {
    const client = await member();
    expect(
      (await client.PATCH('/accounts', { body: { sfid: 'acc-gold', id: 999999, phone: '631' } })).response
        .status,
    ).toBe(404);
    const bad = await client.PATCH('/accounts', { body: { sfid: 'acc-gold', id: 1, phone: 'call me' } });
    expect(bad.response.status).toBe(400);
    expect(Object.keys(bad.error?.fieldErrors ?? {})).toContain('body.phone');
  });
});

describe('contacts', () => {
  it('adds, updates (preferences) and removes a contact of the own account', async () => {
    const client = await member();
    const created = await client.POST('/contacts', {
      body: {
        accountid: 'acc-gold',
        firstname: 'Sam',
        lastname: 'Gold',
        contact_type__c: 'Sibling',
        email: 'sam@example.com',
      },
    });
    expect(created.response.status).toBe(201);
    const contact = created.data!;
    const updated = await client.PATCH('/contacts', {
      body: {
        sfid: contact.sfid,
        id: contact.id,
        communication_preferences__c: 'Sea Tow News;Paperless Renewal',
      },
    });
    expect(updated.data?.communication_preferences__c).toBe('Sea Tow News;Paperless Renewal');
    const removed = await client.DELETE('/contacts', { body: { sfid: contact.sfid, id: contact.id } });
    expect(removed.response.status).toBe(200);
    expect(
      await value<number>(`SELECT count(*)::int AS v FROM contacts WHERE sfid = $1`, [contact.sfid]),
    ).toBe(0);
  });
  it('never removes the Primary Contact (409) nor changes its type', async () => {
    const client = await member();
    const id = (await contactId('con-gold'))!;
    const removed = await client.DELETE('/contacts', { body: { sfid: 'con-gold', id } });
    expect(removed.response.status).toBe(409);
    expect(removed.error?.codes).toEqual(['PRIMARY_CONTACT_NOT_REMOVABLE']);
    expect(
      (await client.PATCH('/contacts', { body: { sfid: 'con-gold', id, contact_type__c: 'Child' } })).response
        .status,
    ).toBe(400);
  });
  it("refuses another account's contacts (403) and a malformed preference list (400)", async () => {
    const client = await member();
    const id = (await contactId('con-lake'))!;
    expect(
      (
        await client.POST('/contacts', {
          body: { accountid: 'acc-lake', firstname: 'X', lastname: 'Y', contact_type__c: 'Other' },
        })
      ).response.status,
    ).toBe(403);
    expect(
      (await client.PATCH('/contacts', { body: { sfid: 'con-lake', id, firstname: 'Mallory' } })).response
        .status,
    ).toBe(403);
    expect((await client.DELETE('/contacts', { body: { sfid: 'con-lake', id } })).response.status).toBe(403);
    const bad = await client.PATCH('/contacts', {
      body: {
        sfid: 'con-gold',
        id: (await contactId('con-gold'))!,
        communication_preferences__c: 'Spam Please',
      },
    });
    expect(bad.error?.codes).toEqual(['VALIDATION_FAILED']);
    expect(await value(`SELECT firstname AS v FROM contacts WHERE sfid = 'con-lake'`)).not.toBe('Mallory');
  });
});

describe('login maintenance', () => {
  it('creates a password ticket for the own username-and-password login only', async () => {
    const client = await member();
    const ok = await client.POST('/auth0/createpasswordticket', {
      body: { client_id: 'portal', user_id: 'idp|gold' },
    });
    expect(ok.response.status).toBe(201);
    expect(ok.data?.ticket).toContain('/api/idp/login?password_ticket=');
    expect(
      (
        await client.POST('/auth0/createpasswordticket', {
          body: { client_id: 'portal', user_id: 'idp|lake' },
        })
      ).response.status,
    ).toBe(403);
    const social = await member('social@example.com');
    expect(
      (
        await social.POST('/auth0/createpasswordticket', {
          body: { client_id: 'portal', user_id: 'idp|social' },
        })
      ).response.status,
    ).toBe(403);
  });
  it('reassociates the login with a new e-mail for its own membership; taken e-mail → AUTH0_ACCOUNT_FOUND; other membership → 403', async () => {
    const client = await member();
    const path = '/auth0reassociation/{email}/{memberNumber}' as const;
    expect(
      (await client.POST(path, { params: { path: { email: 'lake@example.com', memberNumber: 'GC100001' } } }))
        .error?.codes,
    ).toEqual(['AUTH0_ACCOUNT_FOUND']);
    const lakeNumber = await value<string>(
      `SELECT membership_number__c AS v FROM memberships WHERE sfid = 'mem-lake'`,
    );
    expect(
      (await client.POST(path, { params: { path: { email: 'new@example.com', memberNumber: lakeNumber! } } }))
        .response.status,
    ).toBe(403);
    const ok = await client.POST(path, {
      params: { path: { email: 'Captain.Gold@example.com', memberNumber: 'GC100001' } },
    });
    expect(ok.data).toEqual({
      email: 'captain.gold@example.com',
      membership_number__c: 'GC100001',
      account_id: 'acc-gold',
    });
    expect(await value(`SELECT email AS v FROM users WHERE id = 'idp|gold'`)).toBe(
      'captain.gold@example.com',
    );
  });
  it('checks the associated account (chosen path) for the own e-mail and membership number', async () => {
    const client = await member();
    const ok = await client.PATCH('/utility/associatedaccount', {
      body: { email: 'gold@example.com', membership_number: 'GC100001' },
    });
    expect(ok.data).toEqual({
      email: 'gold@example.com',
      membership_number__c: 'GC100001',
      account_id: 'acc-gold',
    });
    expect(
      (
        await client.PATCH('/utility/associatedaccount', {
          body: { email: 'other@example.com', membership_number: 'GC100001' },
        })
      ).response.status,
    ).toBe(403);
    expect(
      (
        await client.PATCH('/utility/associatedaccount', {
          body: { email: 'gold@example.com', membership_number: 'NOPE1' },
        })
      ).response.status,
    ).toBe(404);
  });
});

describe('GET /utility/primarycontactemailexists/{email}', () => {
  const check = (email: string) =>
    apiClient(sandbox).GET('/utility/primarycontactemailexists/{email}', { params: { path: { email } } });
  it('finds an existing member', async () => {
    expect((await check('GOLD@example.com')).data).toEqual({
      contact_exists: true,
      abandoned_account: false,
    });
  });
  it('tells an abandoned application apart, without its external ids (decision 193)', async () => {
    expect((await check('abandoned@example.com')).data).toEqual({
      contact_exists: true,
      abandoned_account: true,
    });
  });
  it('answers neither for an unknown e-mail, and 400 for a malformed one', async () => {
    expect((await check('nobody@example.com')).data).toMatchObject({
      contact_exists: false,
      abandoned_account: false,
    });
    expect((await check('not-an-email')).response.status).toBe(400);
  });
});

describe('POST /utility/verify (registration)', () => {
  const expiryOf = (sfid: string) =>
    value<string>(
      `SELECT to_char(membership_expiration_date__c, 'YYYY-MM-DD') AS v FROM memberships WHERE sfid = $1`,
      [sfid],
    );
  it("links the caller's login to a membership without a login, by number and expiration date", async () => {
    const ok = await (
      await member('unregistered@example.com')
    ).POST('/utility/verify', {
      body: {
        membershipNumber: 'gc100012',
        membershipExpirationDate: (await expiryOf('mem-byphone'))!,
        auth0_user_id: 'idp|unregistered',
      },
    });
    expect(ok.data).toEqual({ verified: true, account_id: 'acc-byphone', membership_number__c: 'GC100012' });
    expect(await value(`SELECT account_id AS v FROM users WHERE id = 'idp|unregistered'`)).toBe(
      'acc-byphone',
    );
  });
  it('answers REGISTRATION_FAILED for a wrong date and 409 for a membership that already has a login', async () => {
    const client = await member('nomember@example.com');
    const wrong = await client.POST('/utility/verify', {
      body: {
        membershipNumber: 'GC100001',
        membershipExpirationDate: '2001-01-01',
        auth0_user_id: 'idp|nomember',
      },
    });
    expect(wrong.error?.codes).toEqual(['REGISTRATION_FAILED']);
    const taken = await client.POST('/utility/verify', {
      body: {
        membershipNumber: 'GC100001',
        membershipExpirationDate: (await expiryOf('mem-gold'))!,
        auth0_user_id: 'idp|nomember',
      },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.codes).toEqual(['ACCOUNT_ALREADY_LINKED']);
    expect(await value(`SELECT account_id AS v FROM users WHERE id = 'idp|nomember'`)).toBeNull();
  });
});

describe('application account', () => {
  const create = () =>
    apiClient(sandbox).POST('/utility/baseaccount/', {
      body: {
        account: { name: 'Robin Reed' },
        contact: { firstname: 'Robin', lastname: 'Reed', email: 'robin@example.com' },
        membership__c: { shopping_cart_membership_type__c: 'Lake Card' },
      },
    });
  it('creates and updates the cart of an application, answering its external ids and cart', async () => {
    const created = await create();
    expect(created.response.status).toBe(201);
    const ids = {
      account_hc_ext_id: created.data!.account.heroku_external_id__c,
      contact_hc_ext_id: created.data!.contact.heroku_external_id__c,
      membership_hc_ext_id: created.data!.membership__c!.heroku_external_id__c,
    };
    expect(created.data?.membership__c).toMatchObject({ shopping_cart_membership_type__c: 'Lake Card' });
    const updated = await apiClient(sandbox).PATCH('/utility/baseaccount/', {
      body: {
        account: { heroku_external_id__c: ids.account_hc_ext_id, billingstreet: '2 Shore Rd' },
        contact: { heroku_external_id__c: ids.contact_hc_ext_id },
        membership__c: {
          heroku_external_id__c: ids.membership_hc_ext_id,
          shopping_cart_membership_type__c: 'Gold Card',
          shopping_cart_trailer_care_type__c: 'Trailer Care Plus',
        },
      },
    });
    expect(updated.response.status).toBe(200);
    expect(
      await value(`SELECT billingstreet AS v FROM accounts WHERE heroku_external_id__c = $1`, [
        ids.account_hc_ext_id,
      ]),
    ).toBe('2 Shore Rd');
    expect(updated.data?.membership__c).toMatchObject({
      shopping_cart_membership_type__c: 'Gold Card',
      shopping_cart_trailer_care_type__c: 'Trailer Care Plus',
    });
  });
  it('resumes the abandoned application by its ids: an update that creates its membership', async () => {
    const updated = await apiClient(sandbox).PATCH('/utility/baseaccount/', {
      body: {
        account: { heroku_external_id__c: 'ext-acc-abandoned' },
        contact: { heroku_external_id__c: 'ext-con-abandoned' },
        membership__c: { shopping_cart_membership_type__c: 'Gold Card' },
      },
    });
    expect(updated.data?.membership__c).toMatchObject({ shopping_cart_membership_type__c: 'Gold Card' });
  });
  it("keeps a member account's records behind its login: 401 anonymous, 403 for another member, 200 for the owner", async () => {
    const ids = {
      account_hc_ext_id: 'ext-acc-gold',
      contact_hc_ext_id: 'ext-con-gold',
      membership_hc_ext_id: 'ext-mem-gold',
    };
    expect(
      (await apiClient(sandbox).POST('/utility/getbaseaccountfromhcextid/', { body: ids })).response.status,
    ).toBe(401);
    expect(
      (await (await member('lake@example.com')).POST('/utility/getbaseaccountfromhcextid/', { body: ids }))
        .response.status,
    ).toBe(403);
    const patch = {
      account: { heroku_external_id__c: 'ext-acc-gold', billingcity: 'Elsewhere' },
      contact: { heroku_external_id__c: 'ext-con-gold' },
      membership__c: { heroku_external_id__c: 'ext-mem-gold' },
    };
    expect(
      (await (await member('lake@example.com')).PATCH('/utility/baseaccount/', { body: patch })).response
        .status,
    ).toBe(403);
    expect(await value(`SELECT billingcity AS v FROM accounts WHERE sfid = 'acc-gold'`)).not.toBe(
      'Elsewhere',
    );
    expect(
      (await (await member()).POST('/utility/getbaseaccountfromhcextid/', { body: ids })).response.status,
    ).toBe(200);
  });
  it('answers 404 for unknown ids and 400 for a body missing the contact', async () => {
    expect(
      (
        await (
          await member()
        ).POST('/utility/getbaseaccountfromhcextid/', {
          body: { account_hc_ext_id: 'x', contact_hc_ext_id: 'y' },
        })
      ).response.status,
    ).toBe(404);
    const bad = await apiClient(sandbox).POST('/utility/baseaccount/', {
      body: { account: { name: 'A' }, membership__c: {} } as never,
    });
    expect(bad.error?.fieldErrors).toHaveProperty(['body.contact']);
  });
});
