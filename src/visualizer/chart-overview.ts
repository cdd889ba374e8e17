// The drawing a product owner reads first: a journey's steps (top-level states) with compound states
// collapsed into one box (step label and inner-state count) unless expanded, transitions lifted to the
// visible boxes and merged per pair of boxes, labelled in words. The main path (first step to the step
// farthest from it, by fewest moves) is marked so the layout keeps it straight.
import type { Chart, ChartState } from './chart-model';
import type { ChartWording } from './chart-words';
import { actorWords, stateTitle, transitionWords } from './chart-words';

export interface OverviewNode {
  id: string;
  title: string;
  kind: ChartState['kind'];
  /** The visible box this one is drawn in (an expanded compound), or none for a top-level step. */
  parentId: string | undefined;
  /** Compound states: how many states are inside (at every depth). */
  innerCount: number;
  expanded: boolean;
  /** Actors the state calls, in words. */
  calls: string[];
  /** Visible children, in declaration order (expanded compounds only). */
  children: string[];
  /** The child the compound starts in (expanded compounds only). */
  initial: string | undefined;
}

export interface OverviewEdge {
  /** `<source>~<target>` of the visible boxes. */
  id: string;
  source: string;
  target: string;
  /** Chart transitions drawn by this edge, in chart order. */
  transitionIds: string[];
  /** Per transition: what happens and, when guarded, the rule (`if …`). */
  labels: string[][];
  main: boolean;
  /**
   * A move back to a step declared earlier ('Back', 'Edit', 'Change Membership Selections'): drawn as a
   * '↩ step' line in its source box, not as an arrow, so the journey reads as one column.
   */
  back: boolean;
  /**
   * A move that stays in its box and changes what the boater sees, as the chart describes it (the
   * gift's delivery change clears the recipient, billing and wrap): a '↻' line in the box, not an arrow.
   */
  internal: boolean;
  /** The target box's title (what a back move's line names). */
  targetTitle: string;
}

export interface Overview {
  /** Top-level steps in declaration order, then the children of expanded boxes. */
  nodes: OverviewNode[];
  edges: OverviewEdge[];
  /** Ids of the top-level steps on the main path, first step first. */
  mainPath: string[];
  /** The first step. */
  initial: string | undefined;
}

function descendantsOf(chart: Chart, state: ChartState): number {
  return state.children.reduce((count, childId) => {
    const child = chart.states.find((candidate) => candidate.id === childId);
    return count + 1 + (child ? descendantsOf(chart, child) : 0);
  }, 0);
}

/** The box a state is drawn in: itself, or its outermost collapsed ancestor. */
function visibleBox(chart: Chart, stateId: string, expanded: ReadonlySet<string>): string | undefined {
  const chain: ChartState[] = [];
  for (let id: string | undefined = stateId; id !== undefined;) {
    const state = chart.states.find((candidate) => candidate.id === id);
    if (!state) return undefined;
    chain.unshift(state);
    id = state.parentId;
  }
  // chain[0] is the machine root, which is not drawn.
  const drawn = chain.slice(1);
  return (
    drawn.find((state) => state.children.length === 0 || !expanded.has(state.id))?.id ?? drawn.at(-1)?.id
  );
}

function mainPathOf(initial: string | undefined, order: string[], edges: OverviewEdge[]): string[] {
  if (!initial) return [];
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.source, [...(next.get(edge.source) ?? []), edge.target]);
  const parent = new Map<string, string | undefined>([[initial, undefined]]);
  const distance = new Map<string, number>([[initial, 0]]);
  const queue = [initial];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const target of next.get(id) ?? []) {
      if (distance.has(target)) continue;
      distance.set(target, (distance.get(id) ?? 0) + 1);
      parent.set(target, id);
      queue.push(target);
    }
  }
  // Farthest step; on a tie the one declared later (steps are declared in journey order).
  const far = [...distance].reduce((best, candidate) =>
    candidate[1] > best[1] ||
    (candidate[1] === best[1] && order.indexOf(candidate[0]) > order.indexOf(best[0]))
      ? candidate
      : best,
  )[0];
  const path: string[] = [];
  for (let id: string | undefined = far; id !== undefined; id = parent.get(id)) path.unshift(id);
  // A journey that ends in one last state (a confirmation leaving to its exit) keeps it on the line.
  for (;;) {
    const last = path.at(-1) as string;
    const onward = [...new Set(next.get(last) ?? [])].filter((id) => !path.includes(id));
    if (onward.length !== 1 || (next.get(last) ?? []).some((id) => path.includes(id))) break;
    path.push(onward[0] as string);
  }
  return path;
}

export function buildOverview(
  chart: Chart,
  expanded: ReadonlySet<string> = new Set(),
  wording: ChartWording = {},
): Overview {
  const root = chart.states.find((state) => state.id === chart.rootId);
  const nodes: OverviewNode[] = [];
  const visit = (state: ChartState, parentId: string | undefined): void => {
    const open = state.children.length > 0 && expanded.has(state.id);
    nodes.push({
      id: state.id,
      title: stateTitle(state, wording),
      kind: state.kind,
      parentId,
      innerCount: descendantsOf(chart, state),
      expanded: open,
      calls: state.invokes.map(actorWords),
      children: open ? [...state.children] : [],
      initial: open ? state.initial[0] : undefined,
    });
    if (!open) return;
    for (const childId of state.children) {
      const child = chart.states.find((candidate) => candidate.id === childId);
      if (child) visit(child, state.id);
    }
  };
  const topLevel = (root?.children ?? [])
    .map((id) => chart.states.find((state) => state.id === id))
    .filter((state): state is ChartState => state !== undefined);
  for (const state of topLevel) visit(state, undefined);

  const edges = new Map<string, OverviewEdge>();
  for (const transition of chart.transitions) {
    if (transition.source === chart.rootId) continue; // 'any step' transitions: listed, not drawn
    const source = visibleBox(chart, transition.source, expanded);
    // A move within its step is drawn only when the chart says what it changes for the boater.
    const internal = transition.targets.length === 0 && transition.description !== undefined;
    for (const targetId of internal ? [transition.source] : transition.targets) {
      const target = visibleBox(chart, targetId, expanded);
      if (!source || !target || (source === target && !internal)) continue; // moves inside a closed box
      // A move with an effect of its own is drawn apart from the plain moves between the same boxes
      // (resuming an abandoned application is not a normal save).
      const id = `${source}~${target}${transition.description ? `~${transition.id}` : ''}`;
      const edge = edges.get(id) ?? {
        id,
        source,
        target,
        transitionIds: [],
        labels: [],
        main: false,
        back: false,
        internal,
        targetTitle: nodes.find((node) => node.id === target)?.title ?? '',
      };
      if (!edge.transitionIds.includes(transition.id)) {
        edge.transitionIds.push(transition.id);
        edge.labels.push(transitionWords(transition, wording));
      }
      edges.set(id, edge);
    }
  }

  const order = topLevel.map((state) => state.id);
  const initial = root?.initial[0];
  const topEdges = [...edges.values()].filter(
    (edge) => order.includes(edge.source) && order.includes(edge.target),
  );
  // The main path is read on the collapsed steps, whatever is expanded.
  const collapsedEdges = expanded.size ? buildOverview(chart, new Set(), wording).edges : topEdges;
  const mainPath = mainPathOf(
    initial,
    order,
    collapsedEdges.filter((edge) => !edge.internal),
  );
  for (const edge of edges.values()) {
    const from = mainPath.indexOf(visibleTop(chart, edge.source));
    edge.main = !edge.internal && from !== -1 && mainPath[from + 1] === visibleTop(chart, edge.target);
    edge.back = order.indexOf(visibleTop(chart, edge.target)) < order.indexOf(visibleTop(chart, edge.source));
  }
  return { nodes, edges: [...edges.values()], mainPath, initial };
}

/** The top-level step a state belongs to. */
function visibleTop(chart: Chart, stateId: string): string {
  let state = chart.states.find((candidate) => candidate.id === stateId);
  while (state?.parentId && state.parentId !== chart.rootId)
    state = chart.states.find((candidate) => candidate.id === state?.parentId);
  return state?.id ?? stateId;
}
