// `npm run bench`, journey recording under load (issue 30, decision 291): 50 concurrent runs of the purchase
// walk its steps against the sandbox API; each step is the sandbox call the step makes (`GET /products`,
// the prices the advisor and the picker read), timed. With recording, each step also sends its beacon
// (`POST /journey-events`, one step a batch: the most beacons a run can send, where the portal batches up
// to 20) without waiting for it, as `navigator.sendBeacon` does. Each run has its own loopback address
// (127.0.0.x), as each boater has their own, so the beacon's per-address limit applies as in use. Rounds
// alternate without / with recording, so a drift of the machine touches both. A boater spends seconds on
// a step (the funnel's medians: 5–90 s); the runs here wait 0.5–1.5 s between steps, ten times as dense.
// Printed, not asserted. Env: BENCH_RECORDING_ROUNDS (default 4: two of each), BENCH_THINK_MS (default
// 1000, the mean wait between steps; 0 = back to back).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start';

const RUNS = 50;
const ROUNDS = Number(process.env.BENCH_RECORDING_ROUNDS ?? 4);
const STEPS = [
  'root',
  'questionnaire',
  'typeSelected',
  'contact',
  'boats',
  'terms',
  'payment',
  'confirmation',
];
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const REQUEST_TOKEN = process.env.VITE_REQUEST_TOKEN ?? 'sandbox-request-token';

interface Answer {
  status: number;
  ms: number;
}

/** One HTTP call from `agent` (a run's own connection and address), timed to the end of its answer. */
function call(agent: Agent, url: URL, method: 'GET' | 'POST', body?: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          'x-request-token': REQUEST_TOKEN,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - start }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function walk(base: string, run: number, recording: boolean) {
  // Each run from its own loopback address (Linux answers on all of 127.0.0.0/8); a connection per call,
  // as a beacon and a page's seconds-apart calls have (no idle kept-alive socket the server may close).
  const agent = new Agent({
    localAddress: `127.0.${1 + Math.floor(run / 200)}.${10 + (run % 200)}`,
  });
  const id = randomUUID();
  const steps: number[] = [];
  const beacons: Promise<Answer>[] = [];
  for (const state of STEPS) {
    await new Promise((done) => setTimeout(done, THINK_MS * (0.5 + Math.random())));
    const step = await call(agent, new URL(`${base}/api/products`), 'GET');
    if (step.status !== 200) throw new Error(`GET /products answered ${step.status}`);
    steps.push(step.ms);
    if (recording) {
      const events = [
        { journey: 'purchase', state: `purchase.${state}`, run: id, at: new Date().toISOString() },
      ];
      beacons.push(call(agent, new URL(`${base}/api/journey-events`), 'POST', JSON.stringify({ events })));
    }
  }
  const answers = await Promise.all(beacons);
  agent.destroy();
  return {
    steps,
    recorded: answers.filter((answer) => answer.status === 204).length,
    refused: answers.length - answers.filter((answer) => answer.status === 204).length,
  };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function benchRecording(): Promise<void> {
  console.log(
    `\n## Step latency under ${RUNS} concurrent runs, with and without recording (sandbox API, loopback)`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-recording-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, serveApp: false });
  const base = server.url.replace(/\/$/, '');
  const figures = { without: [] as number[], with: [] as number[] };
  let recorded = 0;
  let refused = 0;
  try {
    await walk(base, 0, true); // warm-up: the first calls compile and fill caches
    for (let round = 0; round < ROUNDS; round += 1) {
      const recording = round % 2 === 1;
      const runs = await Promise.all(Array.from({ length: RUNS }, (_, run) => walk(base, run, recording)));
      for (const run of runs) {
        (recording ? figures.with : figures.without).push(...run.steps);
        recorded += run.recorded;
        refused += run.refused;
      }
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const row = (label: string, values: number[]) =>
    console.log(
      `${label}: median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(percentile(values, 99))} (n=${values.length} steps)`,
    );
  row('steps without recording', figures.without);
  row('steps with recording   ', figures.with);
  console.log(`beacons: ${recorded} recorded (204), ${refused} refused`);
}

await benchRecording();
