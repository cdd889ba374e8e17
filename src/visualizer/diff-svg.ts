// The chart-diff drawing: the head chart with what the base had and the head lost put back, laid out by
// the visualizer's own layout, and drawn with added steps and moves in green, removed ones in red (dashed)
// and changed ones in amber. Boxes that hold a change are opened so the change shows. Used for
// `docs/charts/diff/<chart>.svg` and for the picture in 'Compare with…'.
import type { Chart, ChartState, ChartTransition } from './chart-model';
import type { ChartDiff } from './chart-diff';
import type { ChartSnapshot } from './chart-snapshot';
import { layoutOverview, type ChartLayout, type LaidOutEdge, type LaidOutState } from './chart-layout';
import { buildOverview } from './chart-overview';

export type DiffMark = 'added' | 'removed' | 'changed' | 'same';

export const diffColors: Record<DiffMark, string> = {
  added: '#15803d',
  removed: '#b91c1c',
  changed: '#b45309',
  same: '#475569',
};
const fills: Record<DiffMark, string> = {
  added: '#dcfce7',
  removed: '#fee2e2',
  changed: '#fef3c7',
  same: '#ffffff',
};
export const diffLegend: { mark: DiffMark; label: string }[] = [
  { mark: 'added', label: 'added' },
  { mark: 'removed', label: 'removed' },
  { mark: 'changed', label: 'changed' },
];

const REMOVED = 'was:';

interface UnionChart {
  chart: Chart;
  stateMarks: Map<string, DiffMark>;
  transitionMarks: Map<string, DiffMark>;
  words: Record<string, string[]>;
  titles: Record<string, string>;
}

function unionOf(base: ChartSnapshot, head: ChartSnapshot, diff: ChartDiff): UnionChart {
  const marks = new Map(diff.changes.map((change) => [`${change.subject}:${change.id}`, change.kind]));
  const states = new Map(
    head.chart.states.map((state) => [state.id, { ...state, children: [...state.children] }]),
  );
  for (const state of base.chart.states) {
    if (states.has(state.id)) continue;
    const parentId = state.parentId && states.has(state.parentId) ? state.parentId : head.chart.rootId;
    states.set(state.id, { ...state, parentId, children: [...state.children] });
    states.get(parentId)?.children.push(state.id);
  }
  const oldTransitions = new Map(base.chart.transitions.map((transition) => [transition.id, transition]));
  const kept = new Set(diff.matched.values());
  const transitions: ChartTransition[] = [...head.chart.transitions];
  const words: Record<string, string[]> = { ...head.transitionWords };
  const transitionMarks = new Map<string, DiffMark>(
    head.chart.transitions.map((transition) => [
      transition.id,
      marks.get(`transition:${transition.id}`) ?? 'same',
    ]),
  );
  const putBack = (old: ChartTransition) => {
    const id = `${REMOVED}${old.id}`;
    transitions.push({ ...old, id });
    words[id] = base.transitionWords[old.id] ?? [];
    transitionMarks.set(id, 'removed');
  };
  for (const old of base.chart.transitions) if (!kept.has(old.id)) putBack(old);
  for (const [headId, baseId] of diff.matched) {
    const [now, old] = [head.chart.transitions.find((t) => t.id === headId), oldTransitions.get(baseId)];
    if (now && old && now.targets.join() !== old.targets.join()) putBack(old);
  }
  const stateMarks = new Map<string, DiffMark>(
    [...states.keys()].map((id) => [id, marks.get(`state:${id}`) ?? 'same']),
  );
  return {
    chart: { ...head.chart, states: [...states.values()], transitions },
    stateMarks,
    transitionMarks,
    words,
    titles: { ...base.stateTitles, ...head.stateTitles },
  };
}

/** Every box around a changed state or move is opened, so the change is drawn where it happened. */
function openedFor(union: UnionChart): Set<string> {
  const parents = new Map<string, string | undefined>(
    union.chart.states.map((state) => [state.id, state.parentId]),
  );
  const open = new Set<string>();
  const openAround = (id: string) => {
    for (let at = parents.get(id); at && at !== union.chart.rootId; at = parents.get(at)) open.add(at);
  };
  for (const [id, mark] of union.stateMarks) if (mark !== 'same') openAround(id);
  for (const transition of union.chart.transitions) {
    if (union.transitionMarks.get(transition.id) === 'same') continue;
    openAround(transition.source);
    transition.targets.forEach(openAround);
  }
  return open;
}

export interface DiffDrawing {
  layout: ChartLayout;
  stateMarks: Map<string, DiffMark>;
  edgeMarks: Map<string, DiffMark>;
}

export async function drawDiff(
  base: ChartSnapshot,
  head: ChartSnapshot,
  diff: ChartDiff,
): Promise<DiffDrawing> {
  const union = unionOf(base, head, diff);
  const stepLabels = Object.fromEntries(
    union.chart.states.map((state: ChartState) => [
      state.path.join('.'),
      // Inside its open box, a state reads by its own title.
      union.titles[state.id]?.split(' › ').at(-1) ?? state.key,
    ]),
  );
  const overview = buildOverview(union.chart, openedFor(union), { stepLabels });
  for (const edge of overview.edges) edge.labels = edge.transitionIds.map((id) => union.words[id] ?? []);
  const edgeMarks = new Map(
    overview.edges.map((edge) => {
      const marks = new Set(edge.transitionIds.map((id) => union.transitionMarks.get(id) ?? 'same'));
      const mark: DiffMark = marks.size === 1 ? ([...marks][0] ?? 'same') : 'changed';
      return [edge.id, mark];
    }),
  );
  return { layout: await layoutOverview(overview), stateMarks: union.stateMarks, edgeMarks };
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r = (value: number) => Math.round(value * 10) / 10;

function stateSvg(state: LaidOutState, mark: DiffMark): string {
  const open = state.collapsible === 'open';
  const dash = mark === 'removed' ? ' stroke-dasharray="6 4"' : '';
  const x = open ? state.x + 12 : state.x + state.width / 2;
  const anchor = open ? 'start' : 'middle';
  const lines = [state.label, ...state.details].map(
    (text, index) =>
      `<text x="${r(x)}" y="${r(state.y + (open ? 20 : 23) + index * 17)}" text-anchor="${anchor}" font-size="${index ? 12 : 14}"${index ? '' : ' font-weight="600"'} fill="#0f172a">${escapeXml(text)}</text>`,
  );
  return `<g data-state-id="${escapeXml(state.id)}" data-diff="${mark}"><rect x="${r(state.x)}" y="${r(state.y)}" width="${r(state.width)}" height="${r(state.height)}" rx="8" fill="${fills[mark]}" fill-opacity="${open ? 0.6 : 1}" stroke="${mark === 'same' ? '#334155' : diffColors[mark]}" stroke-width="${mark === 'same' ? 1.25 : 2.5}"${dash}/>${lines.join('')}</g>`;
}

function edgeSvg(edge: LaidOutEdge, mark: DiffMark): string {
  const d = edge.points.map((point, index) => `${index ? 'L' : 'M'}${r(point.x)} ${r(point.y)}`).join(' ');
  const dash = mark === 'removed' ? ' stroke-dasharray="5 3"' : '';
  const box = edge.labelBox;
  const label = box
    ? `<rect x="${r(box.x - 3)}" y="${r(box.y - 1)}" width="${r(box.width + 6)}" height="${r(box.height + 2)}" fill="#ffffff" fill-opacity="0.92"/>` +
      edge.labelLines
        .map(
          (line, index) =>
            `<text x="${r(box.x)}" y="${r(box.y + (index + 1) * 16 - 4)}" font-size="12"${line.rule ? ' font-style="italic"' : ''} fill="${diffColors[mark]}">${escapeXml(line.text)}</text>`,
        )
        .join('')
    : '';
  return `<g data-edge-id="${escapeXml(edge.id)}" data-diff="${mark}"><path d="${d}" fill="none" stroke="${diffColors[mark]}" stroke-width="${mark === 'same' ? 1.25 : 2.5}"${dash} marker-end="url(#diff-${mark})"/>${label}</g>`;
}

export function renderDiffSvg(drawing: DiffDrawing, title: string): string {
  const { layout } = drawing;
  const width = Math.ceil(Math.max(layout.width, 420));
  const height = Math.ceil(layout.height + 28);
  const markers = (Object.keys(diffColors) as DiffMark[]).map(
    (mark) =>
      `<marker id="diff-${mark}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${diffColors[mark]}"/></marker>`,
  );
  const legend = diffLegend.map(
    (entry, index) =>
      `<rect x="${12 + index * 120}" y="${layout.height + 6}" width="14" height="14" rx="3" fill="${fills[entry.mark]}" stroke="${diffColors[entry.mark]}" stroke-width="2"/><text x="${32 + index * 120}" y="${layout.height + 18}" font-size="12" fill="#0f172a">${entry.label}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<defs>${markers.join('')}</defs>`,
    ...[...layout.states]
      .sort((a, b) => a.depth - b.depth)
      .map((state) => stateSvg(state, drawing.stateMarks.get(state.id) ?? 'same')),
    ...layout.edges.map((edge) => edgeSvg(edge, drawing.edgeMarks.get(edge.id) ?? 'same')),
    ...legend,
    '</svg>',
    '',
  ].join('\n');
}
