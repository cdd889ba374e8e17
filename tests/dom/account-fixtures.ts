// A small in-memory account for the account-page component tests: the account, its contacts and the
// calls the page makes, answered as the contract does (PATCH and DELETE change what the next GET reads).
import { GRACE, json, type Answer } from './portal-harness';

export interface AccountStore {
  account: Record<string, unknown>;
  contacts: Array<Record<string, unknown>>;
}

export function accountStore(): AccountStore {
  return {
    account: {
      sfid: GRACE.account_id,
      id: 7,
      name: 'Grace Hopper',
      account_detail_type__c: 'Customer - Retail',
      shippingstreet: '1 Bay St',
      shippingcity: 'Sag Harbor',
      shippingstate: 'NY',
      shippingpostalcode: '11963',
      shippingcountry: 'US',
    },
    contacts: [
      {
        sfid: 'con-grace',
        id: 11,
        accountid: GRACE.account_id,
        firstname: 'Grace',
        lastname: 'Hopper',
        email: GRACE.email,
        mobilephone: '631-555-0199',
        homephone: null,
        contact_type__c: 'Primary Contact',
        communication_preferences__c: 'Sea Tow News;Benefits and Offers',
        sms_opt_in__c: true,
      },
      {
        sfid: 'con-spouse',
        id: 12,
        accountid: GRACE.account_id,
        firstname: 'Gary',
        lastname: 'Hopper',
        email: 'gary@example.com',
        mobilephone: null,
        homephone: null,
        contact_type__c: 'Spouse Partner',
        communication_preferences__c: null,
        sms_opt_in__c: false,
      },
    ],
  };
}

/** The session of a given user (GRACE by default; `social: true` for a social-login user). */
export const sessionAs =
  (claims: Partial<typeof GRACE> = {}): Answer =>
  (_request, url) => {
    if (url.pathname === '/api/login/session/cookie') return json(200, { cookie: true });
    if (url.pathname === '/api/login/session/authorization')
      return json(200, { claims: { ...GRACE, ...claims }, access_token: 'token-grace', expires_in: 900 });
    if (url.pathname === '/api/login/session/logout') return json(200, { logged_out: true });
    return undefined;
  };

/** Answers that read the request body run asynchronously; the rest answer at once. */
async function writeAnswer(store: AccountStore, request: Request, url: URL): Promise<Response> {
  const body = (await request.clone().json()) as Record<string, unknown>;
  if (url.pathname === '/api/accounts') {
    store.account = { ...store.account, ...body };
    return json(200, store.account);
  }
  if (request.method === 'PATCH') {
    const index = store.contacts.findIndex((c) => c.sfid === body.sfid);
    store.contacts[index] = { ...store.contacts[index], ...body };
    return json(200, store.contacts[index]);
  }
  if (request.method === 'POST') {
    const created = { sfid: `con-${store.contacts.length + 1}`, id: 100 + store.contacts.length, ...body };
    store.contacts.push(created);
    return json(201, created);
  }
  store.contacts = store.contacts.filter((c) => c.sfid !== body.sfid);
  return json(200, {});
}

export const accountAnswers =
  (store: AccountStore): Answer =>
  (request, url) => {
    if (url.pathname === `/api/accounts/${GRACE.account_id}`) return json(200, store.account);
    if (url.pathname === `/api/contacts/all/${GRACE.account_id}`) return json(200, store.contacts);
    if (url.pathname === '/api/accounts' && request.method === 'PATCH')
      return writeAnswer(store, request, url);
    if (url.pathname === '/api/contacts' && ['PATCH', 'POST', 'DELETE'].includes(request.method))
      return writeAnswer(store, request, url);
    if (url.pathname.startsWith('/api/auth0reassociation/') && request.method === 'POST')
      return json(200, { email: 'changed', membership_number__c: 'GC200001', account_id: GRACE.account_id });
    if (url.pathname === `/api/dashboard/${GRACE.account_id}`)
      return json(200, {
        account: { name: 'Grace Hopper', account_detail_type__c: 'Customer - Retail' },
        memberships: [{ sfid: 'mem-1', membership_number__c: 'GC200001', membership_type__c: 'Gold Card' }],
      });
    return undefined;
  };

/** Requests made to a path with a method. */
export const callsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
