// A journey's funnel from its recorded steps (decision 276): runs, and per state the runs that entered
// it, how often it was entered, the runs that stopped there and the median time to the run's next step;
// per move between two states, how many times it was made. A run's repeated report of the state it is
// already in (a reload) is one visit.
export interface JourneyStepRow {
  state: string;
  run_id: string;
  at: Date;
}

export interface StateFunnel {
  state: string;
  entered: number;
  visits: number;
  stopped: number;
  median_seconds: number | null;
}

export interface Funnel {
  runs: number;
  states: StateFunnel[];
  moves: { from: string; to: string; count: number }[];
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** `rows` ordered by run, then time. */
export function funnelOf(rows: readonly JourneyStepRow[]): Funnel {
  const runs = new Map<string, JourneyStepRow[]>();
  for (const row of rows) {
    const steps = runs.get(row.run_id) ?? [];
    if (steps.at(-1)?.state !== row.state) steps.push(row);
    runs.set(row.run_id, steps);
  }
  const states = new Map<string, { runs: Set<string>; visits: number; stopped: number; waits: number[] }>();
  const moves = new Map<string, { from: string; to: string; count: number }>();
  const stateOf = (state: string) => {
    const found = states.get(state) ?? { runs: new Set<string>(), visits: 0, stopped: 0, waits: [] };
    states.set(state, found);
    return found;
  };
  for (const [run, steps] of runs) {
    steps.forEach((step, index) => {
      const here = stateOf(step.state);
      here.runs.add(run);
      here.visits += 1;
      const next = steps[index + 1];
      if (!next) {
        here.stopped += 1;
        return;
      }
      here.waits.push((next.at.getTime() - step.at.getTime()) / 1000);
      const key = `${step.state}\n${next.state}`;
      const move = moves.get(key) ?? { from: step.state, to: next.state, count: 0 };
      move.count += 1;
      moves.set(key, move);
    });
  }
  return {
    runs: runs.size,
    states: [...states].map(([state, found]) => ({
      state,
      entered: found.runs.size,
      visits: found.visits,
      stopped: found.stopped,
      median_seconds: median(found.waits),
    })),
    moves: [...moves.values()],
  };
}
