// The funnel of one chart in the visualizer's words (decision 276): the sandbox's counts per recorded
// state and per move, put in the chart's order and titled as the chart is, with the runs that finished
// (stopped at an end: a final state, or a state whose every move leads to one, like a confirmation) told
// apart from those that stopped on the way.
import type { components } from '@/openapi/schema.gen';
import type { Chart } from './chart-model';
import type { ChartWording } from './chart-words';
import { stateTitle } from './chart-words';

export type JourneyFunnel = components['schemas']['JourneyFunnel'];

export interface FunnelRow {
  state: string;
  title: string;
  entered: number;
  stopped: number;
  end: boolean;
  medianSeconds: number | null;
}

export interface FunnelMove {
  from: string;
  to: string;
  count: number;
  /** Of the moves out of `from`, the share that took this one (0–1). */
  share: number;
}

export interface FunnelView {
  runs: number;
  finished: number;
  stopped: number;
  rows: FunnelRow[];
  moves: FunnelMove[];
}

/** States a run that stops in has reached the end: final ones and those every move of leads to one. */
export function endStates(chart: Chart): Set<string> {
  const finals = new Set(chart.states.filter((state) => state.kind === 'final').map((state) => state.id));
  const ends = new Set(finals);
  for (const state of chart.states) {
    const out = chart.transitions.filter((transition) => transition.source === state.id);
    if (out.length && out.every((transition) => transition.targets.every((target) => finals.has(target))))
      ends.add(state.id);
  }
  return ends;
}

export function funnelView(chart: Chart, wording: ChartWording, funnel: JourneyFunnel): FunnelView {
  const ends = endStates(chart);
  const order = new Map(chart.states.map((state, index) => [state.id, index]));
  const title = (id: string) => {
    const state = chart.states.find((candidate) => candidate.id === id);
    return state ? stateTitle(state, wording) : id;
  };
  const rows = funnel.states
    .map((state) => ({
      state: state.state,
      title: title(state.state),
      entered: state.entered,
      stopped: state.stopped,
      end: ends.has(state.state),
      medianSeconds: state.median_seconds,
    }))
    .sort((a, b) => (order.get(a.state) ?? Infinity) - (order.get(b.state) ?? Infinity));
  const leaving = new Map<string, number>();
  for (const move of funnel.moves) leaving.set(move.from, (leaving.get(move.from) ?? 0) + move.count);
  const finished = rows.filter((row) => row.end).reduce((sum, row) => sum + row.stopped, 0);
  return {
    runs: funnel.runs,
    finished,
    stopped: funnel.runs - finished,
    rows,
    moves: funnel.moves
      .map((move) => ({ ...move, share: move.count / (leaving.get(move.from) ?? move.count) }))
      .sort((a, b) => (order.get(a.from) ?? 0) - (order.get(b.from) ?? 0) || b.count - a.count),
  };
}
