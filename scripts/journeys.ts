// `npm run journeys`: turns each flow's chart into (a) a plain-language journey plan per flow in
// docs/journeys/<flow>.md and (b) a browser suite tests/browser/journeys/<flow>.journey.test.ts that
// replays the same paths in Chromium against the running sandbox. Run again after a chart changes.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { screenCheckOf, type FlowDefinition, type FlowJourneyWords } from '@/flows/define-flow';
import { activeFlowState } from '@/flows/runner/flow-navigation';
import { generateTransitionPaths, type TransitionPath } from '@/flows/graph/generate-transition-paths';
import { journeyRegistry } from '@/journeys/registry';
import {
  FAULT_KINDS,
  faultCasesOf,
  faultSteps,
  type FaultCase,
  type WalkedJourney,
} from '@/tests/browser/journeys/fault-cases';
import {
  axeScreensOf,
  type JourneyDriver,
  type JourneyPlan,
  type JourneyStep,
} from '@/tests/browser/journeys/journey-plan';
import { loadPathOptions } from './chart-sources';

const root = resolve(import.meta.dirname, '..');

export const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const words = (id: string) => kebab(id).replace(/-/g, ' ');

function plainEvent(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (v instanceof Error ? v.message : v)),
  ) as unknown;
}

type PlainWords = FlowJourneyWords<FlowDefinition['machine']>;

export function describeEvent(flow: FlowDefinition, plain: PlainWords, event: EventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `Wait for the ${words(done[1] ?? '')} answer`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (error) return `The ${words(error[1] ?? '')} request fails (network or server error)`;
  const after = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (after) return `Wait ${after[1]} ms`;
  if (event.type === 'xstate.init') return `Open the ${flow.title}`;
  return plain.describeEvent(event as never);
}

function describeSight(
  flow: FlowDefinition,
  plain: PlainWords,
  snapshot: AnyMachineSnapshot,
  step: JourneyStep,
): string {
  if (!step.check) return `The ${flow.title} finishes and returns with its data`;
  const detail = plain.describeSnapshot?.(snapshot as never);
  const main =
    step.check.role === 'heading'
      ? `the page '${step.check.name}'`
      : `the ${step.check.role} '${step.check.name}'`;
  return detail ? `${main}, with ${detail}` : main;
}

function journeyOf(
  flow: FlowDefinition,
  plain: PlainWords,
  path: TransitionPath,
  index: number,
): { plan: JourneyPlan; sights: string[]; stepTransitions: string[][] } {
  const sights: string[] = [];
  const steps = path.steps.map((s) => {
    const snapshot = s.snapshot;
    const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
    const state = active ? flow.states[active] : undefined;
    const step: JourneyStep = {
      event: plainEvent(s.event) as JourneyStep['event'],
      does: describeEvent(flow, plain, s.event),
      check: state ? screenCheckOf(state, snapshot as never) : null,
    };
    sights.push(describeSight(flow, plain, snapshot, step));
    return step;
  });
  const name = `${index + 1}. ${steps
    .slice(1)
    .filter((s) => !s.event.type.startsWith('xstate.after'))
    .map((s) => s.does)
    .join(' → ')}`;
  return {
    plan: { name, transitions: [...new Set(path.steps.flatMap((s) => s.transitions))], steps },
    sights,
    stepTransitions: path.steps.map((s) => s.transitions),
  };
}

const checkWords = (check: JourneyStep['check']) =>
  !check
    ? 'the flow finishing'
    : check.role === 'heading'
      ? `the page '${check.name}'`
      : `the ${check.role} '${check.name}'`;

function faultLines(faults: FaultCase[], plans: JourneyPlan[]): string[] {
  if (faults.length === 0) return [];
  const lines = [
    '## Faults',
    '',
    `The browser suite also replays ${faults.length} fault ${faults.length === 1 ? 'case' : 'cases'}, one per call whose failure the chart handles. Each walks`,
    'its journey to the action that makes the call, then performs that action once per fault: ' +
      FAULT_KINDS.map((kind) => kind.does).join('; ') +
      '.',
    "Each fault shows its error page (500 and 503: 'Server Error'; network failure and timeout: 'Network",
    "Unavailable'), 'Retry Request' comes back to the chart's failure screen with what was typed still there",
    '(card fields and passwords are never kept), and the action then succeeds once with no fault.',
    '',
  ];
  for (const fault of faults) {
    const { plan, retry } = faultSteps(fault, plans);
    const again = retry.map((s) => s.does).join(' → ');
    const where =
      fault.trigger === 0
        ? `opening the flow; again: ${again}`
        : `step ${fault.trigger}: ${plan.steps[fault.trigger]?.does ?? ''}${retry.length > 1 ? `; again: ${again}` : ''}`;
    lines.push(
      `- **The ${words(fault.actor)} call** (journey ${plan.name.split('.')[0]}, ${where}): ` +
        `back at ${checkWords(fault.failure)}; the retry reaches ${checkWords(plan.steps.at(-1)?.check ?? null)}. ` +
        `Error transitions: ${fault.transitions.map((t) => `\`${t}\``).join(', ')}.`,
    );
  }
  lines.push('');
  return lines;
}

function markdownOf(
  flow: FlowDefinition,
  journeys: Array<{ plan: JourneyPlan; sights: string[] }>,
  coverage: string,
  faults: FaultCase[],
): string {
  const lines = [
    `# ${flow.title}: journeys`,
    '',
    `Generated by \`npm run journeys\` from the \`${flow.machine.id}\` chart; do not edit by hand. ${coverage}`,
    `Each journey starts at \`${flow.basePath}\`. Together they walk every transition of the chart; the browser suite`,
    `\`tests/browser/journeys/${kebab(flow.id)}.journey.test.ts\` replays the same steps in Chromium.`,
    '',
  ];
  for (const { plan, sights } of journeys) {
    lines.push(`## Journey ${plan.name.split('.')[0]}`, '');
    plan.steps.forEach((step, i) => lines.push(`${i + 1}. **Do:** ${step.does}. **See:** ${sights[i]}.`));
    lines.push('');
  }
  const screens = axeScreensOf(journeys.map((j) => j.plan));
  lines.push(
    '## Accessibility',
    '',
    `The browser suite scans each of these ${screens.length} screens with axe-core (WCAG 2.1 A/AA) the first time a journey`,
    'settles on it, and fails on any serious or critical violation. It also replays one journey that finishes the flow',
    "with the keyboard only: each control reached by Tab, its focus visible, each new step's heading focused.",
    '',
    ...screens.map((screen) => `- ${screen}`),
    '',
    ...faultLines(
      faults,
      journeys.map((j) => j.plan),
    ),
  );
  return lines.join('\n');
}

function suiteOf(flow: FlowDefinition, plans: JourneyPlan[], faults: FaultCase[]): string {
  const name = kebab(flow.id);
  return `// Generated by \`npm run journeys\` from the ${flow.machine.id} chart: do not edit; regenerate after the chart changes.
// Each journey replays one generated path in Chromium against the running sandbox, checking each step's screen.
import { describe, inject, it } from 'vitest';
import { browserPerTest } from '../../support/browser';
import { ${flow.id}Driver } from './${name}.driver';
import type { FaultCase } from './fault-cases';
import { faultSkipped, replayFaults } from './fault-replay';
import { keyboardJourney, replayJourney, type JourneyPlan } from './journey-plan';

const baseUrl = inject('baseUrl');
const probeUrl = inject('sandboxProbeUrl');
const browser = browserPerTest();

const journeys: JourneyPlan[] = ${JSON.stringify(plans)};

describe('${flow.title} journeys (generated)', () => {
  for (const journey of journeys) {
    const unreachable = ${flow.id}Driver.unreachable?.(journey) ?? null;
    it.skipIf(unreachable !== null)(journey.name, () => replayJourney(browser.page, baseUrl, ${flow.id}Driver, journey));
  }

  // One journey again with the keyboard only: every control reached by Tab, focus visible, each new step's heading focused.
  const keyboard = keyboardJourney(journeys, ${flow.id}Driver);
  it.runIf(keyboard)(\`keyboard only: journey \${keyboard?.name.split('.')[0]}\`, () =>
    replayJourney(browser.page, baseUrl, ${flow.id}Driver, keyboard as JourneyPlan, { keyboard: true }),
  );
});

// Each call whose failure the chart handles, failed in turn with 500, 503, a network failure and a timeout, then
// retried; the steps are those of the journeys above (journey index, step range).
const faults: FaultCase[] = ${JSON.stringify(faults)};

describe('${flow.title} faults (generated)', () => {
  for (const fault of faults)
    it.skipIf(faultSkipped(${flow.id}Driver, journeys, fault) !== null)(
      \`faults at the \${fault.actor} call, then a retry\`,
      () => replayFaults(browser.page, baseUrl, ${flow.id}Driver, journeys, fault, { probeUrl }),
      120_000,
    );
});
`;
}

/**
 * The flow's driver (`<flowId>Driver` of its driver file), which says which journeys a browser can walk;
 * null when the driver only loads inside the test runner (every journey then counts as walkable, and the
 * suite skips a fault case whose journey the driver says is not).
 */
async function driverOf(file: string, flowId: string): Promise<JourneyDriver | null> {
  try {
    const module = (await import(file)) as Record<string, JourneyDriver | undefined>;
    return module[`${flowId}Driver`] ?? null;
  } catch {
    console.log(
      `${flowId}: its driver loads only in the test runner; fault cases assume every journey walkable`,
    );
    return null;
  }
}

async function pretty(path: string, text: string): Promise<string> {
  return format(text, { ...((await resolveConfig(path)) ?? {}), filepath: path });
}

async function main() {
  await mkdir(join(root, 'docs/journeys'), { recursive: true });
  await mkdir(join(root, 'tests/browser/journeys'), { recursive: true });
  for (const entry of journeyRegistry) {
    const flow = (await entry.journey?.())?.flow;
    const plain = await flow?.journeyWords?.();
    // A plan reads as what the user does: charts whose binding has no words for its events get none.
    if (!flow || !plain) {
      console.log(`${entry.about.id}: no journey plan (its binding does not describe its events in words)`);
      continue;
    }
    const options = await loadPathOptions(root, flow.machine);
    if (!options)
      throw new Error(
        `No path events for ${flow.machine.id}: export ${flow.machine.id}Events from tests/paths/*.events.ts`,
      );
    const set = generateTransitionPaths(flow.machine, options);
    if (set.missing.length > 0)
      throw new Error(`${flow.id}: transitions no path walks: ${set.missing.map((t) => t.id).join(', ')}`);
    const journeys = set.paths.map((path, i) => journeyOf(flow, plain, path, i));
    const coverage = `${set.covered.size}/${set.transitions.length} transitions in ${journeys.length} journeys.`;
    const name = kebab(flow.id);
    const driverFile = join(root, `tests/browser/journeys/${name}.driver.ts`);
    if (!existsSync(driverFile))
      throw new Error(`Write ${driverFile}: how a browser performs ${flow.id}'s events.`);
    const driver = await driverOf(driverFile, flow.id);
    // A child flow the chart invokes (the home-port wizard) is not a call: its own chart has the faults.
    const children = new Set(Object.values(flow.states).flatMap((state) => state.child?.invokeId ?? []));
    const faults = faultCasesOf(
      journeys as WalkedJourney[],
      set.transitions.map((t) => t.id),
      (plan) => (driver?.unreachable?.(plan) ?? null) === null,
    ).filter((fault) => !children.has(fault.actor));
    // The fault transitions are the chart's own error transitions: the path tests walk them (coverage record).
    const unwalked = faults.flatMap((f) => f.transitions).filter((id) => !set.covered.has(id));
    if (unwalked.length > 0)
      throw new Error(`${flow.id}: fault transitions no path walks: ${unwalked.join(', ')}`);
    const md = join(root, `docs/journeys/${name}.md`);
    const suite = join(root, `tests/browser/journeys/${name}.journey.test.ts`);
    await writeFile(md, await pretty(md, markdownOf(flow, journeys, coverage, faults)));
    await writeFile(
      suite,
      await pretty(
        suite,
        suiteOf(
          flow,
          journeys.map((j) => j.plan),
          faults,
        ),
      ),
    );
    console.log(`${flow.id}: ${coverage} ${faults.length} fault cases → ${md}, ${suite}`);
  }
}

await main();
