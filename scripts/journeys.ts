// `npm run journeys [-- <chart>…]`: turns each flow's chart (or only the named ones: flow id, file name or
// machine id) into its journey plans, as data once (tests/browser/journeys/<flow>.journeys.json, read by the
// one runner through a thin <flow>.journey.test.ts), as a manual plan (docs/journeys/<flow>.md) and as
// exports for test-management tools (docs/journeys/<flow>.feature and .csv). The journeys are picked from
// the chart's generated paths until every transition and every decision item (decision 265) is walked.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { EventObject } from 'xstate';
import { screenCheckOf, type FlowDefinition, type FlowJourneyWords } from '@/flows/define-flow';
import { activeFlowState } from '@/flows/runner/flow-navigation';
import { generateTransitionPaths, type TransitionPath } from '@/flows/graph/generate-transition-paths';
import { journeyRegistry } from '@/journeys/registry';
import { loadLazyActors } from '@/machines/lazy-logic';
import { faultCasesOf, type WalkedJourney } from '@/tests/browser/journeys/fault-cases';
import {
  shareCommonPrefixes,
  type ExpandedJourney,
  type JourneyFile,
} from '@/tests/browser/journeys/journey-data';
import { journeyPersonas, SANDBOX_PHONE } from '@/tests/browser/journeys/journey-personas';
import type { JourneyDriver, JourneyPlan, JourneyStep } from '@/tests/browser/journeys/journey-plan';
import { loadPathOptions } from './chart-sources';
import { chartDecisions, spaced } from './journey-decisions';
import { csvOf, featureOf, markdownOf } from './journey-exports';

const root = resolve(import.meta.dirname, '..');

export const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

type PlainWords = FlowJourneyWords<FlowDefinition['machine']>;

/** Sandbox words for the support line and Error objects as their message. */
const withPhone = (text: string) => text.replaceAll('{phone}', SANDBOX_PHONE);

function plainEvent(value: unknown): JourneyStep['event'] {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
  ) as JourneyStep['event'];
}

/** How a tester brings about a refusal of the sandbox (SANDBOX.md test cards). */
const SANDBOX_REFUSALS: Record<string, string> = {
  PAYMENT_DECLINED: 'at the previous step type the card number 4000000000000002 instead',
  EXPIRED_CREDIT_CARD: 'at the previous step type the card number 4000000000000069 instead',
  ERROR_PROCESSING_PAYMENT: 'at the previous step type the card number 4000000000000119 instead',
};

function failureWords(actor: string, event: EventObject): string {
  const codes = (event as { error?: { codes?: string[] } }).error?.codes ?? [];
  if (codes.length === 0)
    return `The ${spaced(actor)} call fails with an error the catalogue does not name (only the browser suite can arrange this answer: a tester checks the expectation below after the suite's run, or skips this step)`;
  const how = codes.map((code) => SANDBOX_REFUSALS[code]).find(Boolean);
  return `The ${spaced(actor)} call is refused${how ? ` (${how})` : ' (the browser suite arranges this answer)'}`;
}

export function describeEvent(flow: FlowDefinition, plain: PlainWords, event: EventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `Wait for the ${spaced(done[1] ?? '')} answer`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return failureWords(error[1] ?? '', event);
  const after = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (after) return `Wait ${after[1]} ms`;
  if (event.type === 'xstate.init') return `Open the ${flow.title}`;
  const words = plain.describeEvent(event as never) as string | undefined;
  if (words === undefined) throw new Error(`${flow.id}: no words for the event '${event.type}'`);
  return words;
}

interface Walked {
  journey: Omit<ExpandedJourney, 'name' | 'number' | 'title'>;
  stepTransitions: string[][];
  items: Set<string>;
  newDecisions?: string[];
}

function walkedOf(
  flow: FlowDefinition,
  plain: PlainWords,
  path: TransitionPath,
  decisions: string[][],
): Walked {
  const steps = path.steps.map((s): JourneyStep => {
    const snapshot = s.snapshot;
    const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
    const state = active ? flow.states[active] : undefined;
    const shows = state ? (plain.shows?.(snapshot as never) ?? []).map(withPhone) : [];
    const sees = shows.length === 0 && state ? plain.describeSnapshot?.(snapshot as never) : null;
    return {
      event: plainEvent(s.event),
      does: withPhone(describeEvent(flow, plain, s.event)),
      check: state ? screenCheckOf(state, snapshot as never) : null,
      ...(shows.length > 0 ? { shows } : {}),
      ...(sees ? { sees: withPhone(sees) } : {}),
    };
  });
  const transitions = [...new Set(path.steps.flatMap((s) => s.transitions))];
  const walkedDecisions = [...new Set(decisions.flat())];
  const plan: JourneyPlan = { name: '', transitions, steps };
  const persona = journeyPersonas[flow.id]?.(plan);
  if (!persona) throw new Error(`${flow.id}: no persona in tests/browser/journeys/journey-personas.ts`);
  const [opening] = steps;
  if (opening) opening.does = `Open ${persona.opens} in the portal (the ${flow.title})`;
  return {
    journey: { persona, transitions, decisions: walkedDecisions, steps },
    stepTransitions: path.steps.map((s) => s.transitions),
    items: new Set([...transitions, ...walkedDecisions]),
  };
}

/**
 * Greedy cover: the path adding most items not yet walked (the shorter on a tie: a browser run's time is
 * its steps), first among those a browser can walk, until every item is walked.
 */
function cover(paths: Walked[], walkable: (w: Walked) => boolean): Walked[] {
  const remaining = new Set(paths.flatMap((p) => [...p.items]));
  const chosen: Walked[] = [];
  for (const pool of [paths.filter(walkable), paths.filter((p) => !walkable(p))]) {
    const left = [...pool];
    for (;;) {
      let best = -1;
      let bestGain = 0;
      left.forEach((path, i) => {
        const gain = [...path.items].filter((item) => remaining.has(item)).length;
        const shorter =
          gain === bestGain && path.journey.steps.length < (left[best]?.journey.steps.length ?? 0);
        if (gain > bestGain || (gain > 0 && shorter)) {
          best = i;
          bestGain = gain;
        }
      });
      if (best < 0) break;
      const [path] = left.splice(best, 1);
      if (!path) break;
      path.newDecisions = path.journey.decisions.filter((d) => remaining.has(d));
      chosen.push(path);
      for (const item of path.items) remaining.delete(item);
    }
  }
  return withoutRedundant(chosen);
}

/** Drops a chosen journey whose every item the others walk too, shortest first. */
function withoutRedundant(chosen: Walked[]): Walked[] {
  const kept = [...chosen];
  for (const path of [...chosen].sort((a, b) => a.journey.steps.length - b.journey.steps.length)) {
    const others = new Set(kept.filter((p) => p !== path).flatMap((p) => [...p.items]));
    if ([...path.items].every((item) => others.has(item))) kept.splice(kept.indexOf(path), 1);
  }
  return kept;
}

/** The flow's driver, when it loads outside the test runner (it says which journeys a browser can walk). */
async function driverOf(file: string, flowId: string): Promise<JourneyDriver | null> {
  try {
    const module = (await import(file)) as Record<string, JourneyDriver | undefined>;
    return module[`${flowId}Driver`] ?? null;
  } catch {
    console.log(`${flowId}: its driver loads only in the test runner; every journey counts as walkable`);
    return null;
  }
}

async function write(path: string, text: string, pretty = true): Promise<void> {
  await writeFile(
    path,
    pretty ? await format(text, { ...((await resolveConfig(path)) ?? {}), filepath: path }) : text,
  );
}

function suiteOf(flow: FlowDefinition, name: string): string {
  return `// Generated by \`npm run journeys\` from the ${flow.machine.id} chart: do not edit; regenerate after the chart changes.
// The chart's journeys are data (${name}.journeys.json); the one runner replays them in Chromium.
import { ${flow.id}Driver } from './${name}.driver';
import { journeySuite } from './journey-suite';

await journeySuite('${name}', ${flow.id}Driver);
`;
}

async function generate(flow: FlowDefinition, plain: PlainWords): Promise<string> {
  const options = await loadPathOptions(root, flow.machine);
  if (!options)
    throw new Error(
      `No path events for ${flow.machine.id}: export ${flow.machine.id}Events from tests/paths/*.events.ts`,
    );
  // A child the chart starts (the home-port wizard) loads apart from it: here before the walk starts it.
  await loadLazyActors(flow.machine);
  const set = generateTransitionPaths(flow.machine, options);
  if (set.missing.length > 0)
    throw new Error(`${flow.id}: transitions no path walks: ${set.missing.map((t) => t.id).join(', ')}`);
  const decisions = chartDecisions(flow, plain, set.allPaths);
  // A path whose last event the chart ignores walks nothing more than its shorter twin.
  const all = set.allPaths
    .filter((path) => (path.steps.at(-1)?.transitions.length ?? 0) > 0)
    .map((path) => walkedOf(flow, plain, path, decisions.walkedBy(path)));
  const unwalked = decisions.items.filter((item) => !all.some((w) => w.items.has(item.id)));
  if (unwalked.length > 0)
    throw new Error(
      `${flow.id}: decision items no path walks (offer their events in tests/paths): ${unwalked.map((d) => `${d.rule} ${d.outcome}`).join('; ')}`,
    );
  const name = kebab(flow.id);
  const driverFile = join(root, `tests/browser/journeys/${name}.driver.ts`);
  if (!existsSync(driverFile))
    throw new Error(`Write ${driverFile}: how a browser performs ${flow.id}'s events.`);
  const driver = await driverOf(driverFile, flow.id);
  const reachable = (plan: JourneyPlan) => (driver?.unreachable?.(plan) ?? null) === null;
  const chosen = cover(all, (w) => reachable({ name: '', ...w.journey }));
  const itemWords = new Map(decisions.items.map((d) => [d.id, `${d.rule}: ${d.outcome}`]));
  // A journey is named for the answers it is the first to walk (the questions' and calls' before the guards').
  const rank = (id: string) => (id.startsWith('guard:') ? 1 : 0);
  const journeys = chosen.map((w, i) => ({
    ...w.journey,
    number: i + 1,
    title:
      [...(w.newDecisions ?? [])]
        .sort((a, b) => rank(a) - rank(b))
        .slice(0, 2)
        .map((id) => itemWords.get(id))
        .join('; ') || `ends: ${w.journey.steps.at(-1)?.does ?? ''}`,
  }));
  // A child flow the chart invokes (the home-port wizard) is not a call: its own chart has the faults.
  const children = new Set(Object.values(flow.states).flatMap((state) => state.child?.invokeId ?? []));
  const faults = faultCasesOf(
    chosen.map((w, i) => ({
      plan: { name: `${i + 1}`, ...w.journey },
      stepTransitions: w.stepTransitions,
    })) as WalkedJourney[],
    set.transitions.map((t) => t.id),
    reachable,
  ).filter((fault) => !children.has(fault.actor));
  const data = {
    chart: flow.machine.id,
    name,
    title: flow.title,
    items: { transitions: set.transitions.map((t) => t.id), decisions: decisions.items },
    journeys: shareCommonPrefixes(journeys),
    faults,
  };
  const fingerprint = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  const file: JourneyFile = { ...data, fingerprint };
  const dir = join(root, 'tests/browser/journeys');
  await write(join(dir, `${name}.journeys.json`), JSON.stringify(file));
  await write(join(dir, `${name}.journey.test.ts`), suiteOf(flow, name));
  await write(join(root, `docs/journeys/${name}.md`), markdownOf(file));
  await write(join(root, `docs/journeys/${name}.feature`), featureOf(file), false);
  await write(join(root, `docs/journeys/${name}.csv`), csvOf(file), false);
  return `${set.transitions.length} transitions and ${decisions.items.length} decision items in ${journeys.length} journeys, ${faults.length} fault cases`;
}

async function main(only: string[]) {
  await mkdir(join(root, 'docs/journeys'), { recursive: true });
  const wanted = (flow: FlowDefinition) =>
    only.length === 0 || only.some((name) => [flow.id, kebab(flow.id), flow.machine.id].includes(name));
  let done = 0;
  for (const entry of journeyRegistry) {
    const flow = (await entry.journey?.())?.flow;
    if (!flow || !wanted(flow)) continue;
    const plain = await flow.journeyWords?.();
    // A plan reads as what the user does: charts whose binding has no words for its events get none.
    if (!plain) {
      console.log(`${entry.about.id}: no journey plan (its binding does not describe its events in words)`);
      continue;
    }
    console.log(`${flow.id}: ${await generate(flow, plain)}`);
    done++;
  }
  if (only.length > 0 && done === 0)
    throw new Error(`No chart with a journey plan is named ${only.join(', ')}`);
}

await main(process.argv.slice(2));
