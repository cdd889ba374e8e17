// `npm run bench:api`: p50/p99 latency and throughput of checkout and dashboard under 50 concurrent clients
// on loopback (autocannon, 10 s each, BENCH_SECONDS to change), against the embedded database and — when
// DATABASE_URL is set — against PostgreSQL. Each checkout request carries its own idempotency key and gift
// order id, so every request is a real charge and a real gift order, not a duplicate. The embedded run uses a fresh temp folder.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../server/start';
import { signInOverHttp } from '../tests/support/partner-personas';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const REQUEST_TOKEN = process.env.VITE_REQUEST_TOKEN ?? 'sandbox-request-token';

type Row = {
  engine: string;
  call: string;
  p50: number;
  p99: number;
  rps: number;
  ok: number;
  failed: number;
};

const checkoutBody = () =>
  JSON.stringify({
    order_id: randomUUID(),
    logistics: { membershipType: 'Gold Card', deliveryMethod: 'Email', giftWrapped: false, totalCost: 179 },
    billing: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: 'bench@example.com',
      phone: '(631) 555-0100',
      address: '1 Main St',
      city: 'Sag Harbor',
      state: 'NY',
      postalCode: '11963',
      country: 'US',
    },
    credit_card: { cardNumber: '4111111111111111', cardExpirationDate: '12/39', securityCode: '123' },
    recipient: { firstName: 'Bench', lastName: 'Recipient', email: 'recipient@example.com' },
  });

async function run(engine: string, call: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    engine,
    call,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchEngine(engine: string, databaseUrl: string): Promise<Row[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  // An empty databaseUrl keeps the embedded engine even when DATABASE_URL is set.
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl, serveApp: false });
  try {
    const base = server.url;
    const headers = { 'content-type': 'application/json', 'x-request-token': REQUEST_TOKEN };
    const member = await signInOverHttp(base, 'gold@example.com');
    const partner = await signInOverHttp(base, 'partner@example.com');
    const checkout = await run(engine, 'checkout (POST /kitsandgifts)', {
      url: `${base}/api/kitsandgifts`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
            body: checkoutBody(),
          }),
        },
      ],
    });
    const dashboard = await run(engine, 'member dashboard (GET /dashboard/{accountId})', {
      url: `${base}/api/dashboard/${encodeURIComponent(member.accountId)}`,
      headers: { ...headers, authorization: `Bearer ${member.token}` },
    });
    const partnerDashboard = await run(engine, 'partner dashboard (GET /savingsclubdashboard/{accountId})', {
      url: `${base}/api/savingsclubdashboard/${encodeURIComponent(partner.accountId)}`,
      headers: { ...headers, authorization: `Bearer ${partner.token}` },
    });
    return [checkout, dashboard, partnerDashboard];
  } finally {
    // Let the requests autocannon abandoned at the deadline finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await benchEngine('embedded (PGlite)', ''))];
if (process.env.DATABASE_URL) rows.push(...(await benchEngine('PostgreSQL', process.env.DATABASE_URL)));

console.log(`\n${CONNECTIONS} concurrent clients, ${SECONDS} s per call, loopback\n`);
console.table(
  rows.map((r) => ({
    engine: r.engine,
    call: r.call,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'req/s': r.rps,
    '2xx': r.ok,
    'non-2xx/errors': r.failed,
  })),
);
if (rows.some((r) => r.failed > 0 || r.ok === 0)) {
  console.error('bench:api: some requests failed');
  process.exitCode = 1;
}
