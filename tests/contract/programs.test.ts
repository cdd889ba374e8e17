// Contract: POST /programs/application and the login it leads to (POST /savingsclub/createandlinkaccount),
// through the typed client.
import { beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '@/openapi/schema.gen';
import { apiClient, countRows, signInWithPassword } from '../support/partner-personas';
import { resetSandbox } from '../support/sandbox';

type ApplicationBody = paths['/programs/application']['post']['requestBody']['content']['application/json'];

const application = (overrides: Partial<ApplicationBody> = {}): ApplicationBody => ({
  account: {
    name: 'Bayside Bait & Tackle',
    partner_description__c: 'Live bait, tackle and ice on the harbor.',
    phone: '(631) 555-0199',
    public_facing_email_address__c: 'hello@bayside.example.com',
    public_facing_url__c: 'https://bayside.example.com',
    shippingstreet: '12 Bay St',
    shippingcity: 'Sag Harbor',
    shippingstate: 'NY',
    shippingpostalcode: '11963',
    shippingcountry: 'United States',
    mailingAddressSameAsPublic: true,
    services_requested__c: 'Savings Club',
  },
  contact: {
    firstName: 'Bea',
    lastName: 'Bayside',
    email: 'bea@bayside.example.com',
    phone: '(631) 555-0198',
  },
  auth0_email: 'bea@bayside.example.com',
  termsAgreement: true,
  savingsClub: true,
  seaCare: false,
  membershipKits: false,
  ...overrides,
});

const apply = (body: ApplicationBody) => apiClient().POST('/programs/application', { body });

beforeEach(async () => {
  await resetSandbox();
});

describe('POST /programs/application', () => {
  it('creates a partner account awaiting approval and answers AUTH0_ACCOUNT_NOT_FOUND for a new login e-mail', async () => {
    const accounts = await countRows('accounts');
    const { data, response } = await apply(application());
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      auth0_status: 'AUTH0_ACCOUNT_NOT_FOUND',
      auth0_email: 'bea@bayside.example.com',
      link_token: expect.any(String),
    });
    expect(data?.account_uuid).toMatch(/\w+/);
    expect(await countRows('accounts')).toBe(accounts + 1);
  });

  it('answers AUTH0_ACCOUNT_FOUND when the login e-mail already has a login', async () => {
    const { data } = await apply(application({ auth0_email: 'partner@example.com' }));
    expect(data?.auth0_status).toBe('AUTH0_ACCOUNT_FOUND');
  });

  it('answers NO_AUTH0_CHECK_PERFORMED without Savings Club', async () => {
    const { data, response } = await apply(
      application({ savingsClub: false, seaCare: true, auth0_email: undefined }),
    );
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ auth0_status: 'NO_AUTH0_CHECK_PERFORMED', auth0_email: null });
  });

  it.each([
    [
      'no program',
      { savingsClub: false, seaCare: false, membershipKits: false, auth0_email: undefined },
      'body.savingsClub',
      'You must select at least one service',
    ],
    [
      'terms not accepted',
      { termsAgreement: false },
      'body.termsAgreement',
      'must be accepted to apply as a participant',
    ],
  ])('rejects %s with the spec message and writes nothing', async (_, overrides, field, message) => {
    const accounts = await countRows('accounts');
    const { error, response } = await apply(application(overrides));
    expect(response.status).toBe(400);
    expect(error?.fieldErrors?.[field]).toEqual([message]);
    expect(await countRows('accounts')).toBe(accounts);
  });

  it('requires the login e-mail with Savings Club and the mailing address when not the same as public', async () => {
    const noEmail = await apply(application({ auth0_email: undefined }));
    expect(noEmail.response.status).toBe(400);
    const base = application();
    const noMailing = await apply({
      ...base,
      account: { ...base.account, mailingAddressSameAsPublic: false },
    });
    expect(noMailing.response.status).toBe(400);
    expect(noMailing.error?.codes).toContain('VALIDATION_FAILED');
  });
});

describe('POST /savingsclub/createandlinkaccount', () => {
  it('creates the login for the applied account; the partner then signs in through the IdP', async () => {
    const applied = await apply(application());
    const { account_uuid, link_token } = applied.data!;
    const { data, response } = await apiClient().POST('/savingsclub/createandlinkaccount', {
      body: {
        account_uuid,
        email: 'bea@bayside.example.com',
        password: 'Harbor!2026',
        link_token: link_token!,
      },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      auth0_status: 'AUTH0_ACCOUNT_CREATED',
      account_uuid,
      email: 'bea@bayside.example.com',
    });
    const claims = await signInWithPassword('bea@bayside.example.com', 'Harbor!2026');
    expect(claims.partner_account_id).toBe(account_uuid);
  });

  it('answers PASSWORD_COMPLEXITY_ERROR, NO_ACCOUNT_FOUND and, for an e-mail taken since, 409', async () => {
    const applied = await apply(application());
    const { account_uuid, link_token } = applied.data!;
    const create = (body: { account_uuid: string; email: string; password: string }) =>
      apiClient().POST('/savingsclub/createandlinkaccount', { body: { ...body, link_token: link_token! } });
    const weak = await create({ account_uuid, email: 'bea@bayside.example.com', password: 'harborharbor' });
    expect(weak.response.status).toBe(400);
    expect(weak.error?.codes).toEqual(['PASSWORD_COMPLEXITY_ERROR']);
    const unknown = await create({
      account_uuid: 'no-such-account',
      email: 'x@example.com',
      password: 'Harbor!2026',
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.codes).toEqual(['NO_ACCOUNT_FOUND']);
    // A second application with the same login e-mail created its login first.
    const other = (await apply(application())).data!;
    await apiClient().POST('/savingsclub/createandlinkaccount', {
      body: {
        account_uuid: other.account_uuid,
        email: 'bea@bayside.example.com',
        password: 'Harbor!2026',
        link_token: other.link_token!,
      },
    });
    const taken = await create({ account_uuid, email: 'bea@bayside.example.com', password: 'Harbor!2026' });
    expect(taken.response.status).toBe(409);
    expect(taken.error?.codes).toEqual(['AUTH0_ACCOUNT_FOUND']);
  });
});
