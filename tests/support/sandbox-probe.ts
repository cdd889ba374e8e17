// A test-only, read-only window into the running server's sandbox database for browser tests (decision
// 078): the browser global setup serves it on its own loopback port next to the portal, so a test can
// count what a page wrote (exactly one payment after a double click, one application after a resume)
// without any route in the product. Only named counts; nothing writes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '@/sandbox/db/db';

const COUNTS: Record<string, { sql: string; params: string[] }> = {
  /** Recorded journey steps (decision 276) of this journey. */
  journeyEvents: {
    sql: `SELECT count(*)::int AS n FROM journey_events WHERE journey = $1`,
    params: ['journey'],
  },
  /** Recorded journey steps holding this text anywhere (the funnel keeps nothing a boater typed). */
  journeyEventsWithText: {
    sql: `SELECT count(*)::int AS n FROM journey_events
          WHERE concat_ws(' ', journey, state, run_id::text, at::text) ILIKE '%' || $1 || '%'`,
    params: ['text'],
  },
  /** Payments charged for the memberships of the accounts whose primary contact has this e-mail. */
  payments: {
    sql: `SELECT count(*)::int AS n FROM payments p JOIN memberships m ON m.sfid = p.membership_sfid
           JOIN contacts c ON c.accountid = m.account__c AND c.contact_type__c = 'Primary Contact'
          WHERE lower(c.email) = lower($1)`,
    params: ['email'],
  },
  /** Payments of one payment type (spec §4: 'New Membership', 'Membership Renewal') for this e-mail's memberships. */
  paymentsOfType: {
    sql: `SELECT count(*)::int AS n FROM payments p JOIN memberships m ON m.sfid = p.membership_sfid
           JOIN contacts c ON c.accountid = m.account__c AND c.contact_type__c = 'Primary Contact'
          WHERE lower(c.email) = lower($1) AND p.purpose LIKE $2 || ':%'`,
    params: ['email', 'type'],
  },
  /** Payments of this e-mail's memberships of exactly this amount whose purpose starts with this payment type. */
  paymentsOfTypeAndAmount: {
    sql: `SELECT count(*)::int AS n FROM payments p JOIN memberships m ON m.sfid = p.membership_sfid
           JOIN contacts c ON c.accountid = m.account__c AND c.contact_type__c = 'Primary Contact'
          WHERE lower(c.email) = lower($1) AND p.amount = $2::numeric AND p.purpose LIKE $3 || ':%'`,
    params: ['email', 'amount', 'type'],
  },
  /** Application accounts (and their primary contacts) with this e-mail. */
  accounts: {
    sql: `SELECT count(*)::int AS n FROM contacts c WHERE lower(c.email) = lower($1) AND c.contact_type__c = 'Primary Contact'`,
    params: ['email'],
  },
  /** Membership records of the accounts with this e-mail. */
  memberships: {
    sql: `SELECT count(*)::int AS n FROM memberships m JOIN contacts c ON c.accountid = m.account__c
          WHERE lower(c.email) = lower($1) AND c.contact_type__c = 'Primary Contact'`,
    params: ['email'],
  },
  /** Charged payments of the gift orders whose billing contact has this e-mail. */
  giftPayments: {
    sql: `SELECT count(*)::int AS n FROM payments p JOIN gift_orders g ON g.payment_id = p.id
          WHERE lower(g.billing->>'email') = lower($1)`,
    params: ['email'],
  },
  /** Gift orders billed to this e-mail with exactly this total. */
  giftOrdersTotaling: {
    sql: `SELECT count(*)::int AS n FROM gift_orders WHERE lower(billing->>'email') = lower($1) AND total_cost = $2::numeric`,
    params: ['email', 'total'],
  },
};

export async function startSandboxProbe(db: Queryable): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://probe');
    const count = COUNTS[url.pathname.replace(/^\/count\//, '')];
    if (request.method !== 'GET' || !count) {
      response.writeHead(404).end();
      return;
    }
    const params = count.params.map((name) => url.searchParams.get(name) ?? '');
    db.query<{ n: number }>(count.sql, params).then(
      ({ rows }) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ count: rows[0]?.n ?? 0 }));
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads a count from the probe the global setup started (`inject('sandboxProbeUrl')`). */
export async function probeCount(
  probeUrl: string,
  what: keyof typeof COUNTS,
  email: string,
  more: Record<string, string> = {},
): Promise<number> {
  const query = new URLSearchParams({ email, ...more });
  const response = await fetch(`${probeUrl}/count/${what}?${query.toString()}`);
  if (!response.ok) throw new Error(`Sandbox probe answered ${response.status}`);
  return ((await response.json()) as { count: number }).count;
}
