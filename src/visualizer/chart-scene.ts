// Turns a laid-out chart into a tree of plain SVG element descriptions (tag, attributes, children). The
// browser renders the tree with React, `npm run charts` serialises it to an SVG file: one drawing code path.
import type { ChartLayout, LaidOutEdge, LaidOutState, Point } from './chart-layout';
import { chartFont } from './chart-layout';

export interface SceneElement {
  tag: string;
  key: string;
  attrs: Record<string, string | number | undefined>;
  text?: string;
  children?: SceneElement[];
}

export type CoverageMark = 'covered' | 'missing' | 'unknown';

export interface SceneOptions {
  /** Per transition id: whether a generated test path walks it. */
  coverage?: ReadonlyMap<string, boolean>;
  /** Active state ids (simulate mode), drawn highlighted. */
  active?: ReadonlySet<string>;
  /** Transition ids enabled in the current simulated state: their edges are drawn bold and clickable. */
  enabled?: ReadonlySet<string>;
}

export const chartColors = {
  covered: '#15803d',
  missing: '#b91c1c',
  unknown: '#475569',
  stateStroke: '#334155',
  stateFill: '#ffffff',
  activeFill: '#dbeafe',
  activeStroke: '#1d4ed8',
  closedFill: '#f1f5f9',
  activeOpenFill: '#f0f7ff',
  enabledFill: '#fef9c3',
  text: '#0f172a',
  muted: '#475569',
} as const;

export const coverageLegend: { mark: CoverageMark; label: string }[] = [
  { mark: 'covered', label: 'walked by a generated test' },
  { mark: 'missing', label: 'not walked by any generated test' },
];

export function coverageMark(
  coverage: ReadonlyMap<string, boolean> | undefined,
  transitionId: string,
): CoverageMark {
  const value = coverage?.get(transitionId);
  if (value === undefined) return 'unknown';
  return value ? 'covered' : 'missing';
}

const round = (value: number): number => Math.round(value * 10) / 10;

export function pathData(points: Point[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
}

function stateElement(state: LaidOutState, active: boolean): SceneElement {
  const open =
    state.kind === 'compound' || state.kind === 'parallel' ? state.collapsible !== 'closed' : false;
  const stroke = active ? chartColors.activeStroke : chartColors.stateStroke;
  const box = {
    x: round(state.x),
    y: round(state.y),
    width: round(state.width),
    height: round(state.height),
    rx: 8,
    // An open step holding the active state is tinted lightly, so the active inner state stands out.
    fill: active
      ? open
        ? chartColors.activeOpenFill
        : chartColors.activeFill
      : state.collapsible === 'closed'
        ? chartColors.closedFill
        : chartColors.stateFill,
    'fill-opacity': open && !active ? 0.6 : 1,
    stroke,
    'stroke-width': active ? 2.5 : state.collapsible === 'closed' ? 1.75 : 1.25,
    ...(state.isRegion ? { 'stroke-dasharray': '6 4' } : {}),
  };
  const children: SceneElement[] = [{ tag: 'rect', key: 'box', attrs: box }];
  if (state.kind === 'final') {
    children.push({
      tag: 'rect',
      key: 'inner',
      attrs: {
        x: round(state.x + 4),
        y: round(state.y + 4),
        width: round(state.width - 8),
        height: round(state.height - 8),
        rx: 5,
        fill: 'none',
        stroke,
        'stroke-width': 1.25,
      },
    });
  }
  const left = open || state.titleLeft;
  const textX = left ? state.x + 12 : state.x + state.width / 2;
  const anchor = left ? 'start' : 'middle';
  const firstLine = state.y + chartFont.titleBaseline;
  children.push({
    tag: 'text',
    key: 'label',
    attrs: {
      x: round(textX),
      y: round(firstLine),
      'text-anchor': anchor,
      'font-weight': 600,
      'font-size': chartFont.size + 1,
      fill: chartColors.text,
      'data-state-label': 'true',
    },
    text: `${state.label}${state.collapsible === 'open' ? ' ▾' : state.collapsible === 'closed' ? ' ▸' : ''}`,
  });
  if (state.collapsible === 'closed')
    children.push({
      // a description, not a title: the box stays named by its visible name (WCAG 2.5.3)
      tag: 'desc',
      key: 'inside',
      attrs: {},
      text: `${state.innerCount} inner state${state.innerCount === 1 ? '' : 's'}: click to open`,
    });
  state.details.forEach((line, index) => {
    children.push({
      tag: 'text',
      key: `detail-${index}`,
      attrs: {
        x: round(textX),
        y: round(firstLine + (index + 1) * chartFont.lineHeight),
        'text-anchor': anchor,
        'font-size': chartFont.size - 1,
        fill: chartColors.muted,
      },
      text: line,
    });
  });
  return {
    tag: 'g',
    key: `state:${state.id}`,
    attrs: {
      'data-state-id': state.id,
      'data-kind': state.kind,
      'data-label': state.label,
      ...(state.collapsible ? { 'data-collapsible': state.collapsible } : {}),
      ...(active ? { 'data-active': 'true' } : {}),
    },
    children,
  };
}

/** One mark for an edge drawing several transitions: walked only when every one is. */
export function edgeCoverage(
  coverage: ReadonlyMap<string, boolean> | undefined,
  transitionIds: readonly string[],
): CoverageMark {
  const marks = transitionIds.map((id) => coverageMark(coverage, id));
  if (marks.includes('missing')) return 'missing';
  if (marks.includes('unknown')) return 'unknown';
  return 'covered';
}

function edgeElement(edge: LaidOutEdge, mark: CoverageMark, enabled: boolean): SceneElement {
  const color = chartColors[mark];
  // A chip (a back move or a move within the box) is its label alone, inside its box.
  const children: SceneElement[] = edge.back
    ? []
    : [
        {
          tag: 'path',
          key: 'line',
          attrs: {
            d: pathData(edge.points),
            fill: 'none',
            stroke: color,
            'stroke-width': enabled ? 3.5 : edge.main ? 2.5 : 1.5,
            'marker-end': `url(#arrow-${mark})`,
            ...(mark === 'missing' ? { 'stroke-dasharray': '5 3' } : {}),
          },
        },
      ];
  if (edge.labelBox) {
    const box = edge.labelBox;
    children.push({
      tag: 'rect',
      key: 'label-bg',
      attrs: {
        x: round(box.x - 3),
        y: round(box.y - 1),
        width: round(box.width + 6),
        height: round(box.height + 2),
        rx: 3,
        fill: enabled ? chartColors.enabledFill : '#ffffff',
        'fill-opacity': 0.92,
      },
    });
    edge.labelLines.forEach((line, index, lines) => {
      children.push({
        tag: 'text',
        key: `label-${index}`,
        attrs: {
          x: round(box.x),
          y: round(box.y + (index + 1) * (chartFont.lineHeight - 1) - 4),
          'font-size': chartFont.size - 1,
          'font-weight': enabled ? 700 : 400,
          'font-style': line.rule ? 'italic' : undefined,
          fill: mark === 'unknown' ? chartColors.text : color,
        },
        // A trailing space (not drawn: SVG collapses it) keeps the lines apart as words in the text a
        // screen reader and axe read, so it matches the 'Step: …' name (WCAG 2.5.3).
        text: index < lines.length - 1 ? `${line.text} ` : line.text,
      });
    });
  }
  return {
    tag: 'g',
    key: `edge:${edge.id}`,
    attrs: {
      'data-edge-id': edge.id,
      'data-transition-ids': edge.transitionIds.join(' '),
      'data-label': edge.labelLines.map((line) => line.text.trim()).join(' '),
      'data-coverage': mark,
      ...(edge.main ? { 'data-main': 'true' } : {}),
      ...(enabled ? { 'data-enabled': 'true' } : {}),
    },
    children,
  };
}

function arrowMarkers(): SceneElement {
  return {
    tag: 'defs',
    key: 'defs',
    attrs: {},
    children: (['covered', 'missing', 'unknown'] as const).map((mark) => ({
      tag: 'marker',
      key: `arrow-${mark}`,
      attrs: {
        id: `arrow-${mark}`,
        viewBox: '0 0 10 10',
        refX: 9,
        refY: 5,
        markerWidth: 7,
        markerHeight: 7,
        orient: 'auto-start-reverse',
      },
      children: [{ tag: 'path', key: 'head', attrs: { d: 'M0 0 L10 5 L0 10 z', fill: chartColors[mark] } }],
    })),
  };
}

/** The drawing's elements, in paint order: states (outer first), initial markers, transitions on top. */
export function buildChartScene(layout: ChartLayout, options: SceneOptions = {}): SceneElement[] {
  const states = [...layout.states]
    .sort((a, b) => a.depth - b.depth)
    .map((state) => stateElement(state, options.active?.has(state.id) ?? false));
  const initials: SceneElement[] = layout.initials.map((initial) => ({
    tag: 'g',
    key: `initial:${initial.parentId}`,
    attrs: { 'data-initial-of': initial.parentId },
    children: [
      {
        tag: 'circle',
        key: 'dot',
        attrs: { cx: initial.x, cy: initial.y, r: initial.radius, fill: chartColors.text },
      },
      {
        tag: 'path',
        key: 'line',
        attrs: {
          d: pathData(initial.points),
          fill: 'none',
          stroke: chartColors.text,
          'stroke-width': 1.25,
          'marker-end': 'url(#arrow-unknown)',
        },
      },
    ],
  }));
  const edges = layout.edges.map((edge) =>
    edgeElement(
      edge,
      edgeCoverage(options.coverage, edge.transitionIds),
      edge.transitionIds.some((id) => options.enabled?.has(id)),
    ),
  );
  return [arrowMarkers(), ...states, ...initials, ...edges];
}
