// A fake of the billing calls for the billing and card component tests: the dashboard (an account with a
// billing address, one membership) that follows the writes, and a log of every write's body.
import { GRACE, json, signedInAnswers, type Answer } from './portal-harness';

export const TODAY = '2026-03-01';

export function billingMembership(over: Record<string, unknown> = {}) {
  return {
    sfid: 'm-1',
    id: 1,
    heroku_external_id__c: 'ext-m-1',
    account__c: GRACE.account_id,
    membership_number__c: 'GC100001',
    membership_type__c: 'Gold Card',
    membership_status__c: 'Active',
    membership_effective_date__c: '2025-06-01',
    membership_expiration_date__c: '2026-06-01',
    auto_renew__c: false,
    card_type__c: null,
    card_name__c: null,
    card_expiration_date__c: null,
    last_4_digits__c: null,
    communication_member_renewal_amount__c: 179,
    apple_pass__c: null,
    google_pass__c: null,
    boats: [],
    aor: null,
    payment_profile: null,
    ...over,
  };
}

export const ENROLLED_WITH_CARD = {
  auto_renew__c: true,
  card_type__c: 'Visa',
  card_name__c: 'Grace Hopper',
  card_expiration_date__c: '12/30',
  last_4_digits__c: '1111',
  payment_profile: { arb_details: { pymt__last_4_digits__c: '1111' } },
};

export interface BillingFake {
  answers: Answer[];
  /** Method, path and body of every write, in order. */
  writes: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  dashboardCalls: () => number;
}

export interface BillingFakeOptions {
  accountType?: string;
  /** A failing answer for the next write: status and codes. */
  failWrite?: { status: number; codes: string[] };
  orders?: unknown[];
}

export function billingFake(
  membership: Record<string, unknown>,
  options: BillingFakeOptions = {},
): BillingFake {
  let current = { ...membership };
  let account: Record<string, unknown> = {
    sfid: GRACE.account_id,
    id: 7,
    name: 'Grace Hopper',
    account_detail_type__c: options.accountType ?? 'Customer - Retail',
    heroku_external_id__c: 'ext-acc-grace',
    billingstreet: '12 Canada St',
    billingcity: 'Lake George',
    billingstate: 'NY',
    billingpostalcode: '12845',
    billingcountry: 'US',
    parent_account: null,
  };
  let failWrite = options.failWrite;
  let dashboardCalls = 0;
  const writes: BillingFake['writes'] = [];
  const orders = options.orders ?? [];

  const answer = async (request: Request, url: URL): Promise<Response | undefined> => {
    if (url.pathname === `/api/dashboard/${GRACE.account_id}`) {
      dashboardCalls += 1;
      return json(200, { account, memberships: [current] });
    }
    if (url.pathname === `/api/utility/fulfillment/${String(current.sfid)}`) return json(200, orders);
    if (request.method === 'GET') return undefined;
    const body = (await request.clone().json()) as Record<string, unknown>;
    writes.push({ method: request.method, path: url.pathname, body });
    if (failWrite) {
      const { status, codes } = failWrite;
      failWrite = undefined;
      return json(status, { message: 'failed', codes });
    }
    if (url.pathname === '/api/authorizenet/cancelexistingmakenew') {
      const cc = body.cc_details as { cc_number: string; exp_date: string };
      const last4 = cc.cc_number.slice(-4);
      current = {
        ...current,
        auto_renew__c: true,
        last_4_digits__c: last4,
        card_expiration_date__c: cc.exp_date,
        payment_profile: { arb_details: { pymt__last_4_digits__c: last4 } },
      };
      return json(201, current);
    }
    if (url.pathname === '/api/authorizenet/cancelarbfrommembershipid') {
      current = { ...current, auto_renew__c: false, payment_profile: null };
      return json(200, current);
    }
    if (url.pathname === '/api/accounts' && request.method === 'PATCH') {
      account = { ...account, ...body };
      return json(200, account);
    }
    if (url.pathname === '/api/utility/reprint') {
      const order = {
        id: 'ful-new',
        name: 'Replacement Card Package',
        status: 'Ordered',
        title: 'Gold Card',
        fulfillment_code__c: 'R',
        card_reason__c: body.cardReason,
        order_date__c: TODAY,
        processed_date__c: null,
        shipped_date__c: null,
        most_recent_date: TODAY,
        membership__c: current.sfid,
      };
      orders.unshift(order);
      return json(201, order);
    }
    return undefined;
  };
  // An answer may resolve to undefined (not this fake's call): the harness then tries the next one.
  return { answers: [signedInAnswers, answer as Answer], writes, dashboardCalls: () => dashboardCalls };
}
