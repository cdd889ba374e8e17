// `npm run journeys:traffic -- 500`: gives the funnel data in a running sandbox (`npm run dev`; another with
// SANDBOX_API=http://host:port/api). Replays the generated journeys N times with random choices: each run
// takes a random journey of a random chart, stops after a random number of its steps (or finishes it), and
// lies in the last week (the funnel's default range), ending by now; it posts the steps each run's screens
// would have recorded, through the same `POST /journey-events` the portal's beacon uses.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { AnyMachineSnapshot } from 'xstate';
import { loadPathOptions } from './chart-sources';
import { generateTransitionPaths, type TransitionPath } from '@/flows/graph/generate-transition-paths';
import type { FlowDefinition } from '@/flows/define-flow';
import { activeFlowState } from '@/flows/runner/flow-navigation';
import { journeyRegistry } from '@/journeys/registry';
import { loadLazyActors } from '@/machines/lazy-logic';

const root = resolve(import.meta.dirname, '..');
const api = process.env.SANDBOX_API ?? `http://localhost:${process.env.PORT ?? 5173}/api`;
const runs = Number(process.argv.slice(2).find((arg) => arg !== '--') ?? 100);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Walk {
  flow: FlowDefinition;
  paths: TransitionPath[];
}

const walks: Walk[] = [];
for (const entry of journeyRegistry) {
  const flow = (await entry.journey?.())?.flow as FlowDefinition | undefined;
  const options = flow && (await loadPathOptions(root, flow.machine));
  if (!flow || !options) continue;
  // A child the chart starts (the home-port wizard) loads apart from it: here before the walk starts it.
  await loadLazyActors(flow.machine);
  walks.push({ flow, paths: generateTransitionPaths(flow.machine, options).paths });
}

/** The states a run's screens record: each declared step entered, and the final state it ends in. */
function statesOf(flow: FlowDefinition, path: TransitionPath): string[] {
  const states: string[] = [];
  for (const { snapshot } of path.steps) {
    const state: AnyMachineSnapshot = snapshot;
    const at =
      state.status === 'done' && typeof state.value === 'string' ? state.value : activeFlowState(flow, state);
    if (at !== null && states.at(-1) !== at) states.push(at);
  }
  return states;
}

let events: { journey: string; state: string; run: string; at: string }[] = [];
const send = async () => {
  const body = JSON.stringify({ events });
  events = [];
  for (;;) {
    const response = await fetch(`${api}/journey-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    if (response.status !== 429) {
      if (!response.ok)
        throw new Error(`${api}/journey-events answered ${response.status}: ${await response.text()}`);
      return;
    }
    await new Promise((done) => setTimeout(done, Number(response.headers.get('Retry-After') ?? 1) * 1000));
  }
};

/** Midnight (UTC) six days ago: where `/flows`' funnel range starts by default (the week up to today). */
const weekStart = Date.parse(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
for (let run = 0; run < runs; run += 1) {
  const { flow, paths } = pick(walks);
  const states = statesOf(flow, pick(paths));
  const kept = Math.random() < 0.6 ? states.length : 1 + Math.floor(Math.random() * states.length);
  const id = randomUUID();
  const gaps = states.slice(0, kept).map(() => 5_000 + Math.random() * 90_000);
  // The whole run lies in the funnel's default range and ends by now: a run started just now would post
  // its later steps minutes ahead, past the 5 minutes the endpoint accepts (400, decision 292).
  const length = gaps.reduce((sum, gap) => sum + gap, 0);
  let at = weekStart + Math.random() * (Date.now() - length - weekStart);
  for (const [index, state] of states.slice(0, kept).entries()) {
    if (events.length === 50) await send();
    events.push({
      journey: flow.machine.id,
      state: `${flow.machine.id}.${state}`,
      run: id,
      at: new Date(at).toISOString(),
    });
    at += gaps[index] ?? 0;
  }
}
if (events.length) await send();
console.log(`replayed ${runs} journey runs into ${api}`);
