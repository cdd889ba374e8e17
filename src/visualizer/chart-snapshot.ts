// One chart frozen as plain data, so two versions can be compared anywhere (Node for `npm run charts:diff`,
// the browser for 'Compare with…'): the chart model, its words (step titles, what each transition says,
// the guards' rules, each step's URL), the generated journeys (what each step does, where it rests, which
// transitions it takes) and the graph properties (unreachable states, dead ends, declared invariants).
import type { AnyMachineSnapshot } from 'xstate';
import type { FlowInvariant } from '@/flows/graph/graph-properties';
import { activeNodes, type TransitionPath } from '@/flows/graph/generate-transition-paths';
import type { Chart } from './chart-model';
import { graphReport, type GraphReport, type JourneyRecord } from './chart-invariants';
import type { ChartWording } from './chart-words';
import { eventWords, guardWords, stateTitle, transitionWords } from './chart-words';

/** `Primary Boat Information › Saving`: a state's title after those of the states around it. */
function placeTitle(chart: Chart, id: string, wording: ChartWording): string {
  const titles: string[] = [];
  let state = chart.states.find((candidate) => candidate.id === id);
  while (state && state.id !== chart.rootId) {
    titles.unshift(stateTitle(state, wording));
    const parentId = state.parentId;
    state = chart.states.find((candidate) => candidate.id === parentId);
  }
  return titles.join(' › ') || stateTitle({ key: chart.id, path: [] }, wording);
}

export interface ChartSnapshot {
  id: string;
  title: string;
  /** The release (tag or package version) or git ref this snapshot was taken from. */
  version: string;
  chart: Chart;
  /** State id → its title (step label, else its key in words), after the titles of the states around it. */
  stateTitles: Record<string, string>;
  /** Transition id → what it says on the drawing (what happens, then the rule). */
  transitionWords: Record<string, string[]>;
  /** Guard name → the rule in words. */
  guardRules: Record<string, string>;
  /** State id → the step's URL path, for states a screen shows. */
  stepPaths: Record<string, string>;
  /** The generated journeys, when the chart has path events; otherwise absent. */
  journeys?: JourneyRecord[];
  graph: GraphReport;
}

export interface SnapshotSource {
  chart: Chart;
  title: string;
  version: string;
  wording: ChartWording;
  /** Step bindings keyed by state path (`terms`, `boats.editing`), as the flow declares them. */
  steps?: Record<string, { path?: string }>;
  /** The covering paths (`PathSet.paths`), in order. */
  paths?: readonly TransitionPath[];
  invariants?: readonly FlowInvariant[];
}

const atomicIds = (snapshot: AnyMachineSnapshot): string[] =>
  activeNodes(snapshot)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);

function journeyOf(path: TransitionPath, index: number, source: SnapshotSource): JourneyRecord {
  return {
    number: index + 1,
    steps: path.steps.map((step) => ({
      does:
        step.event.type === 'xstate.init'
          ? `Open the ${source.title}`
          : eventWords(step.event, source.wording),
      at: atomicIds(step.snapshot),
      via: step.transitions,
    })),
  };
}

export function takeSnapshot(source: SnapshotSource): ChartSnapshot {
  const { chart, wording } = source;
  const guards = new Set(chart.transitions.flatMap((transition) => transition.guard ?? []));
  const stepPaths: Record<string, string> = {};
  for (const [key, step] of Object.entries(source.steps ?? {})) {
    const state = chart.states.find((candidate) => candidate.path.join('.') === key);
    if (state && step.path !== undefined) stepPaths[state.id] = step.path;
  }
  const journeys = source.paths?.map((path, index) => journeyOf(path, index, source));
  return {
    id: chart.id,
    title: source.title,
    version: source.version,
    chart,
    stateTitles: Object.fromEntries(
      chart.states.map((state) => [state.id, placeTitle(chart, state.id, wording)]),
    ),
    transitionWords: Object.fromEntries(
      chart.transitions.map((transition) => [transition.id, transitionWords(transition, wording)]),
    ),
    guardRules: Object.fromEntries([...guards].map((guard) => [guard, guardWords(guard, wording)])),
    stepPaths,
    ...(journeys ? { journeys } : {}),
    graph: graphReport(chart, journeys, source.invariants ?? []),
  };
}
