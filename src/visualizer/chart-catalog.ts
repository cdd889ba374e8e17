// Every chart of the registry as the visualizer sees it. The list needs only each chart's about (title,
// portal, purpose) and machine; one chart's page also loads its journey binding for the per-state screens,
// the step bar and the scenario presets, and the binding's plain words (event wording, guard rules). Their
// code lands in the visualizer's chunks, never on a boater's first screen.
import { createElement } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowDefinition } from '@/flows/define-flow';
import type { JourneyEntry } from '@/flows/journey';
import { StepBar } from '@/flows/runner/step-bar';
import { chartSource } from '@/journeys/charts';
import { journeyRegistry } from '@/journeys/registry';
import { recordedEvents } from './chart-coverage';
import type { ChartEntry } from './chart-entry';
import { pageChartStates } from './page-chart-screens';
import simulatedInputs from './simulation-inputs.gen.json';

// Only the names: which charts have a generated plan (the files load only if a page asks for one).
const plans = Object.keys(import.meta.glob('../../docs/journeys/*.md', { query: '?raw', import: 'default' }));
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function stepBarOf(flow: FlowDefinition) {
  return (props: { snapshot: AnyMachineSnapshot; send: (event: EventObject) => void }) =>
    createElement(StepBar, { flow, ...props });
}

async function chartOf({ about }: JourneyEntry): Promise<ChartEntry> {
  const source = chartSource(about.id);
  const machine = await source.chart();
  const plan = `docs/journeys/${kebab(about.id)}.md`;
  return {
    id: about.id,
    title: about.title,
    purpose: source.purpose,
    portal: about.portal,
    machine,
    basePath: about.basePath,
    eventVariants: () => recordedEvents(machine),
    simulatedInput: (simulatedInputs as Record<string, unknown>)[about.id],
    journeyPlan: plans.some((path) => path.endsWith(plan)) ? plan : undefined,
  };
}

async function boundChartOf(entry: JourneyEntry): Promise<ChartEntry> {
  const [chart, binding] = await Promise.all([chartOf(entry), entry.journey?.()]);
  const flow = binding?.flow;
  if (!flow) return { ...chart, states: await pageChartStates(chart.machine) };
  const [scenarios, words] = await Promise.all([flow.scenarios?.(), flow.journeyWords?.()]);
  return {
    ...chart,
    states: flow.states,
    scenarios,
    describeEvent: words?.describeEvent as ChartEntry['describeEvent'],
    guardRules: words?.guardRules,
    inputClasses: words?.inputClasses as ChartEntry['inputClasses'],
    stepBar: stepBarOf(flow),
  };
}

let list: Promise<ChartEntry[]> | undefined;

/** Every registered chart in the registry's order, without screens, scenarios or words (loaded once). */
export function loadChartList(): Promise<ChartEntry[]> {
  return (list ??= Promise.all(journeyRegistry.map(chartOf)));
}

const bound = new Map<string, Promise<ChartEntry | undefined>>();

/** One chart with its binding's screens, step bar, scenarios and words; the same promise for the same id. */
export function loadChartEntry(id: string): Promise<ChartEntry | undefined> {
  let loading = bound.get(id);
  if (!loading) {
    const entry = journeyRegistry.find((candidate) => candidate.about.id === id);
    loading = entry ? boundChartOf(entry) : Promise.resolve(undefined);
    bound.set(id, loading);
  }
  return loading;
}
