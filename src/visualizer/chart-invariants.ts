// The graph properties a chart change can break without anyone noticing, read from the plain chart model
// and its generated journeys (so they run in Node and the browser alike): states no move reaches, states
// with no way out, and the declared invariants ('payment only after the terms') with the journeys that
// break them. Reachability ignores guards: a state counts as reachable when some transition can enter it.
import type { FlowInvariant } from '@/flows/graph/graph-properties';
import type { Chart, ChartState } from './chart-model';

export interface JourneyStepRecord {
  /** What the boater does (or what happens), in words. */
  does: string;
  /** Atomic states the journey rests in after the step. */
  at: string[];
  /** Transition ids the step takes. */
  via: string[];
}

export interface JourneyRecord {
  /** The journey's number in `docs/journeys/<chart>.md` (the covering paths, in order). */
  number: number;
  steps: JourneyStepRecord[];
}

export interface InvariantReport extends FlowInvariant {
  /** Numbers of the generated journeys that enter `into` before passing each of `passesThrough`. */
  brokenBy: number[];
}

export interface GraphReport {
  unreachable: string[];
  deadEnds: string[];
  invariants: InvariantReport[];
}

const byId = (chart: Chart) => new Map(chart.states.map((state) => [state.id, state]));

function ancestorsOf(states: Map<string, ChartState>, id: string): string[] {
  const chain: string[] = [];
  for (let at = states.get(id); at; at = at.parentId ? states.get(at.parentId) : undefined) chain.push(at.id);
  return chain;
}

/** States no chain of transitions enters from the start (entering a state enters its ancestors and start children). */
export function unreachableStates(chart: Chart): string[] {
  const states = byId(chart);
  const reached = new Set<string>();
  const enter = (id: string): void => {
    for (const ancestor of ancestorsOf(states, id)) reached.add(ancestor);
    const state = states.get(id);
    if (!state) return;
    const inner = state.kind === 'parallel' ? state.children : state.kind === 'compound' ? state.initial : [];
    for (const child of inner) if (!reached.has(child)) enter(child);
  };
  enter(chart.rootId);
  for (let grew = true; grew;) {
    const before = reached.size;
    for (const transition of chart.transitions)
      if (reached.has(transition.source)) for (const target of transition.targets) enter(target);
    grew = reached.size > before;
  }
  return chart.states.map((state) => state.id).filter((id) => !reached.has(id));
}

/** Atomic, non-final states with no transition out of them or any state around them. */
export function deadEnds(chart: Chart): string[] {
  const states = byId(chart);
  const sources = new Set(chart.transitions.map((transition) => transition.source));
  return chart.states
    .filter((state) => state.kind === 'atomic')
    .filter((state) => !ancestorsOf(states, state.id).some((id) => sources.has(id)))
    .map((state) => state.id);
}

/** Whether the journey enters `into` before it has been in every state of `passesThrough`. */
function breaks(chart: Chart, journey: JourneyRecord, invariant: FlowInvariant): boolean {
  const states = byId(chart);
  const seen = new Set<string>();
  for (const step of journey.steps) {
    const here = new Set(step.at.flatMap((id) => ancestorsOf(states, id)));
    if (here.has(invariant.into)) return invariant.passesThrough.some((required) => !seen.has(required));
    for (const id of here) seen.add(id);
  }
  return false;
}

export function graphReport(
  chart: Chart,
  journeys: readonly JourneyRecord[] | undefined,
  invariants: readonly FlowInvariant[],
): GraphReport {
  return {
    unreachable: unreachableStates(chart),
    deadEnds: deadEnds(chart),
    invariants: invariants.map((invariant) => ({
      name: invariant.name,
      into: invariant.into,
      passesThrough: [...invariant.passesThrough],
      brokenBy: (journeys ?? [])
        .filter((journey) => breaks(chart, journey, invariant))
        .map((journey) => journey.number),
    })),
  };
}
