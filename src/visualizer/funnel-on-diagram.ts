// The funnel placed on the drawn diagram (decision 289): each recorded state counts on the box it is drawn
// in (itself, or the closed step holding it), each recorded move on the arrow between the two boxes. A box
// holding several recorded states shows the most runs that entered one of them (a run entering the step
// enters at least one), the runs that stopped in any of them (a run stops in one state) and the median
// time only when it holds one recorded state (medians do not add up). Moves within one box and moves
// between boxes drawn without an arrow (a back move's chip) stay in the table only.
import type { ChartLayout } from './chart-layout';
import type { FunnelView } from './funnel-model';

export interface BoxFigures {
  stateId: string;
  entered: number;
  stopped: number;
  /** Stopping here is finishing (an end state). */
  end: boolean;
  medianSeconds: number | null;
}

export interface EdgeFigures {
  edgeId: string;
  count: number;
  /** Of the runs leaving the source box for another box, the share that took this arrow (0–1). */
  share: number;
}

/** The drawn box a state is shown in: itself, else its nearest drawn ancestor. */
function boxOf(drawn: readonly string[], state: string): string | undefined {
  return drawn
    .filter((id) => state === id || state.startsWith(`${id}.`))
    .reduce<string | undefined>(
      (deepest, id) => (deepest && deepest.length > id.length ? deepest : id),
      undefined,
    );
}

export function funnelOnDiagram(
  layout: ChartLayout,
  view: FunnelView,
): { boxes: BoxFigures[]; edges: EdgeFigures[] } {
  const drawn = layout.states.map((state) => state.id);
  const boxes = new Map<string, BoxFigures & { rows: number }>();
  for (const row of view.rows) {
    const box = boxOf(drawn, row.state);
    if (!box) continue;
    const figures = boxes.get(box);
    boxes.set(
      box,
      figures
        ? {
            ...figures,
            entered: Math.max(figures.entered, row.entered),
            stopped: figures.stopped + row.stopped,
            end: figures.end && row.end,
            medianSeconds: null,
            rows: figures.rows + 1,
          }
        : {
            stateId: box,
            entered: row.entered,
            stopped: row.stopped,
            end: row.end,
            medianSeconds: row.medianSeconds,
            rows: 1,
          },
    );
  }
  const arrows = new Map<string, number>();
  const leaving = new Map<string, number>();
  for (const move of view.moves) {
    const [from, to] = [boxOf(drawn, move.from), boxOf(drawn, move.to)];
    if (!from || !to || from === to) continue;
    leaving.set(from, (leaving.get(from) ?? 0) + move.count);
    arrows.set(`${from}~${to}`, (arrows.get(`${from}~${to}`) ?? 0) + move.count);
  }
  const edges = layout.edges
    .filter((edge) => !edge.back && arrows.has(edge.id))
    .map((edge) => {
      const count = arrows.get(edge.id) ?? 0;
      return { edgeId: edge.id, count, share: count / (leaving.get(edge.id.split('~')[0] ?? '') ?? count) };
    });
  return { boxes: [...boxes.values()].map(({ rows: _rows, ...figures }) => figures), edges };
}
