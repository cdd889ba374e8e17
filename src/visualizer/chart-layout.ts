// Automatic layout of a chart overview with elkjs (layered, top to bottom, hierarchy-aware). Shared by the
// browser diagram and the Node SVG export (`npm run charts`), so the reviewers' SVG is the picture the
// product owner sees. Steps keep their declaration order (model-order cycle breaking: an edge to an
// earlier step is a back edge, so the first step is drawn first), and the main path's edges are asked to
// stay straight. Coordinates returned here are absolute (relative to the drawing's top-left corner).
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartStateKind } from './chart-model';
import type { Overview, OverviewEdge, OverviewNode } from './chart-overview';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface LaidOutState extends Box {
  id: string;
  label: string;
  kind: ChartStateKind;
  /** A compound drawn closed (click opens it) or open (click closes it); atomic states are neither. */
  collapsible: 'closed' | 'open' | undefined;
  /** True when this state is a region of a parallel state (drawn dashed). */
  isRegion: boolean;
  /** Extra lines under the name: actors called. */
  details: string[];
  /** Compound states: how many states are inside (the closed box's SVG description says it). */
  innerCount: number;
  /** The name starts at the box's left (chips follow it on its line) instead of its centre. */
  titleLeft: boolean;
  depth: number;
}

export interface LaidOutInitial extends Point {
  /** The open compound whose first child this marker points to (`''` for the journey's first step). */
  parentId: string;
  radius: number;
  points: Point[];
}

export interface LaidOutEdge {
  id: string;
  /** The chart transitions this edge draws. */
  transitionIds: string[];
  /** The label as drawn, one entry per line. */
  labelLines: LabelLine[];
  points: Point[];
  labelBox: Box | undefined;
  /** On the journey's main path (drawn heavier). */
  main: boolean;
  /** A move back to an earlier step or within the box: no line, its label is a chip in the source box. */
  back: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  initials: LaidOutInitial[];
  edges: LaidOutEdge[];
}

const FONT_SIZE = 13;
const CHAR_WIDTH = 7.6;
const LINE_HEIGHT = 14;
const TITLE_HEIGHT = 30;
/** A closed box's height with its name alone, and where the name's baseline sits in it. */
const BOX_HEIGHT = 28;
const TITLE_BASELINE = 19;
const INITIAL_RADIUS = 6;
const LABEL_CHARS = 56;
const LABEL_TRANSITIONS = 1;
/** Characters of '↩ step' chips per line in a box. */
const RETURN_CHARS = 56;
const CHIP_GAP = 10;

/** Text width estimate (no DOM in Node): 7.6 px per character at 13 px. */
export function textWidth(text: string, size = FONT_SIZE): number {
  return (text.length * CHAR_WIDTH * size) / FONT_SIZE;
}

/** Breaks a text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width = LABEL_CHARS): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export interface LabelLine {
  text: string;
  /** A line of the rule a transition is taken under (drawn in italics). */
  rule: boolean;
}

/**
 * An edge's label lines: per transition what happens, then its rule; a long list ends in '+ N more'
 * (the same words twice, e.g. 'Cancel' from two inner states, are one line).
 */
export function edgeLabelLines(labels: string[][]): LabelLine[] {
  const distinct = [...new Map(labels.map((label) => [label.join('\n'), label])).values()];
  const listed = distinct.slice(0, LABEL_TRANSITIONS);
  const bullet = listed.length > 1 ? '• ' : '';
  const shown = listed.flatMap(([event = '', ...rules]) => [
    ...wrap(`${bullet}${event}`).map((text) => ({ text, rule: false })),
    ...rules.flatMap((rule) => wrap(`${bullet ? '  ' : ''}${rule}`).map((text) => ({ text, rule: true }))),
  ]);
  const more = distinct.length - listed.length;
  return more > 0 ? [...shown, { text: `+ ${more} more`, rule: false }] : shown;
}

interface Chip {
  edge: OverviewEdge;
  lines: string[];
}

const INTERNAL_CHARS = 80;

/**
 * A box's moves drawn inside it, in rows: '↩ step' chips of its back moves side by side (at most
 * `RETURN_CHARS` a row), then each '↻' move that stays in the box with its effect, in lines of its own.
 */
export function chipRows(edges: readonly OverviewEdge[]): Chip[][] {
  const rows: Chip[][] = [];
  for (const edge of edges.filter((candidate) => candidate.back)) {
    const chip = { edge, lines: [`↩ ${edge.targetTitle}`] };
    const row = rows.at(-1);
    const used = row?.reduce((length, item) => length + (item.lines[0]?.length ?? 0) + 2, 0) ?? 0;
    if (row && used + (chip.lines[0]?.length ?? 0) <= RETURN_CHARS) row.push(chip);
    else rows.push([chip]);
  }
  for (const edge of edges.filter((candidate) => candidate.internal))
    rows.push([
      { edge, lines: wrap(`↻ ${edge.labels.map((label) => label.join(', ')).join('; ')}`, INTERNAL_CHARS) },
    ]);
  return rows;
}

const chipWidth = (chip: Chip): number => Math.max(...chip.lines.map((line) => textWidth(line, 11.5)));
const rowWidth = (row: readonly Chip[]): number =>
  row.reduce((width, chip) => width + chipWidth(chip), 0) + CHIP_GAP * (row.length - 1);
const rowLines = (row: readonly Chip[]): number => Math.max(...row.map((chip) => chip.lines.length));

function stateDetails(node: OverviewNode): string[] {
  const details: string[] = [];
  if (node.calls.length) details.push(`calls ${node.calls.join(', ')}`);
  return details;
}

const initialNodeId = (parentId: string): string => `${parentId}::initial`;

/**
 * Where a node starts for ELK's interactive phases: down in declaration order (an edge to an earlier step
 * is a back edge, and each step is its own layer), main-path steps left of the others.
 */
function seedPosition(overview: Overview, node: OverviewNode, main: ReadonlySet<string>): Point {
  const siblings = overview.nodes.filter((candidate) => candidate.parentId === node.parentId);
  const index = siblings.indexOf(node) + 1;
  const parent = overview.nodes.find((candidate) => candidate.id === node.parentId);
  if (!parent) return { x: main.has(node.id) ? 0 : 1000, y: index * 1000 };
  return { x: 0, y: index * 100 };
}

/**
 * Ports at the middle of the bottom and top sides of a collapsed box for its main-path moves: with the
 * main edges asked to stay straight, the main path's boxes line up centre on centre in one column.
 */
function mainPorts(overview: Overview, nodeId: string, width: number, height: number): Partial<ElkNode> {
  const out = overview.edges.some((edge) => edge.main && edge.source === nodeId);
  const into = overview.edges.some((edge) => edge.main && edge.target === nodeId);
  if (!out && !into) return {};
  const port = (end: 'out' | 'in') => ({
    id: `${nodeId}::main-${end}`,
    width: 0,
    height: 0,
    x: width / 2,
    y: end === 'out' ? height : 0,
    layoutOptions: { 'elk.port.side': end === 'out' ? 'SOUTH' : 'NORTH' },
  });
  return {
    ports: [...(out ? [port('out')] : []), ...(into ? [port('in')] : [])],
    layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
  };
}

const chipEdgesOf = (overview: Overview, nodeId: string): OverviewEdge[] =>
  overview.edges.filter((edge) => (edge.back || edge.internal) && edge.source === nodeId);

/** A box's title width: bold at 14 px (wider per character than the 13 px estimate), with its ▸ / ▾. */
const titleWidth = (title: string): number => textWidth(`${title} ▸`, 14.5);

/** Back chips sit on the title's line when the box has no details: a box stays one line high. */
const inlineRow = (details: readonly string[], rows: readonly Chip[][]): boolean =>
  details.length === 0 && (rows[0]?.every((chip) => chip.edge.back) ?? false);

function toElkNode(overview: Overview, node: OverviewNode, main: ReadonlySet<string>): ElkNode {
  const details = stateDetails(node);
  const rows = chipRows(chipEdgesOf(overview, node.id));
  const inline = inlineRow(details, rows);
  const labelWidth = Math.max(
    titleWidth(node.title) + (inline ? 2 * CHIP_GAP + rowWidth(rows[0] ?? []) : 0),
    ...details.map((line) => textWidth(line, 12)),
    ...rows.slice(inline ? 1 : 0).map(rowWidth),
  );
  const lines = details.length + rows.reduce((count, row) => count + rowLines(row), 0) - (inline ? 1 : 0);
  const priority = { ...seedPosition(overview, node, main) };
  if (!node.expanded) {
    const width = Math.max(120, labelWidth + 28);
    const height = BOX_HEIGHT + lines * LINE_HEIGHT;
    return { id: node.id, width, height, ...priority, ...mainPorts(overview, node.id, width, height) };
  }
  const children = overview.nodes.filter((candidate) => candidate.parentId === node.id);
  const elkChildren = children.map((child) => toElkNode(overview, child, main));
  const edges: ElkExtendedEdge[] = [];
  if (node.initial) {
    elkChildren.unshift({
      id: initialNodeId(node.id),
      width: INITIAL_RADIUS * 2,
      height: INITIAL_RADIUS * 2,
      x: 0,
      y: 0,
    });
    edges.push({
      id: `${node.id}::initial-edge`,
      sources: [initialNodeId(node.id)],
      targets: [node.initial],
    });
  }
  const top = TITLE_HEIGHT + lines * LINE_HEIGHT;
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${labelWidth + 40}, ${top + 16})`,
      ...(node.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    ...priority,
    children: elkChildren,
    edges,
  };
}

const mainIsOpen = (overview: Overview, nodeId: string): boolean =>
  overview.nodes.find((node) => node.id === nodeId)?.expanded ?? false;

function toElkEdges(overview: Overview): ElkExtendedEdge[] {
  return overview.edges
    .filter((edge) => !edge.back && !edge.internal)
    .map((edge) => {
      const lines = edgeLabelLines(edge.labels);
      return {
        id: edge.id,
        sources: [edge.main && !mainIsOpen(overview, edge.source) ? `${edge.source}::main-out` : edge.source],
        targets: [edge.main && !mainIsOpen(overview, edge.target) ? `${edge.target}::main-in` : edge.target],
        labels: [
          {
            text: lines.map((line) => line.text).join('\n'),
            width: Math.max(...lines.map((line) => textWidth(line.text, 12))),
            height: lines.length * (LINE_HEIGHT - 1),
            // Beside the edge where it leaves its step: no layer of its own, so the column stays short.
            layoutOptions: { 'elk.edgeLabels.placement': 'TAIL' },
          },
        ],
        layoutOptions: edge.main
          ? { 'elk.layered.priority.straightness': '20', 'elk.layered.priority.direction': '20' }
          : undefined,
      };
    });
}

const elk = new ELK();

export async function layoutOverview(overview: Overview): Promise<ChartLayout> {
  const main = new Set(overview.mainPath);
  const firstStep = overview.initial;
  const topLevel = overview.nodes.filter((node) => node.parentId === undefined);
  const children = topLevel.map((node) => toElkNode(overview, node, main));
  const edges = toElkEdges(overview);
  if (firstStep) {
    children.unshift({
      id: initialNodeId(''),
      width: INITIAL_RADIUS * 2,
      height: INITIAL_RADIUS * 2,
      x: 0,
      y: 0,
    });
    edges.unshift({ id: '::initial-edge', sources: [initialNodeId('')], targets: [firstStep] });
  }
  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.cycleBreaking.strategy': 'INTERACTIVE',
      'elk.layered.layering.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.crossingMinimization.semiInteractive': 'true',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.spacing.nodeNodeBetweenLayers': '10',
      'elk.layered.spacing.edgeNodeBetweenLayers': '5',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children,
    edges,
  };
  return collect(overview, await elk.layout(graph));
}

function collect(overview: Overview, graph: ElkNode): ChartLayout {
  const offsets = new Map<string, Point>([[graph.id, { x: 0, y: 0 }]]);
  const states: LaidOutState[] = [];
  const initials: LaidOutInitial[] = [];
  const pendingEdges: { edge: ElkExtendedEdge; ownerId: string }[] = [];
  const byId = new Map(overview.nodes.map((node) => [node.id, node]));

  const visit = (node: ElkNode, origin: Point, depth: number): void => {
    for (const edge of node.edges ?? []) pendingEdges.push({ edge, ownerId: node.id });
    for (const child of node.children ?? []) {
      const x = origin.x + (child.x ?? 0);
      const y = origin.y + (child.y ?? 0);
      offsets.set(child.id, { x, y });
      if (child.id.endsWith('::initial')) {
        const radius = (child.width ?? INITIAL_RADIUS * 2) / 2;
        const parentId = node.id === graph.id ? '' : node.id;
        initials.push({ parentId, x: x + radius, y: y + radius, radius, points: [] });
        continue;
      }
      const state = byId.get(child.id);
      if (!state) continue;
      const parent = state.parentId ? byId.get(state.parentId) : undefined;
      states.push({
        id: state.id,
        label: state.title,
        kind: state.kind,
        collapsible: state.innerCount > 0 ? (state.expanded ? 'open' : 'closed') : undefined,
        isRegion: parent?.kind === 'parallel',
        details: stateDetails(state),
        innerCount: state.innerCount,
        titleLeft: inlineRow(stateDetails(state), chipRows(chipEdgesOf(overview, state.id))),
        depth,
        x,
        y,
        width: child.width ?? 0,
        height: child.height ?? 0,
      });
      visit(child, { x, y }, depth + 1);
    }
  };
  visit(graph, { x: 0, y: 0 }, 0);

  const edges: LaidOutEdge[] = [];
  const byEdgeId = new Map(overview.edges.map((edge) => [edge.id, edge]));
  for (const { edge, ownerId } of pendingEdges) {
    // elkjs reports edge geometry relative to the edge's container (the lowest common ancestor it moved
    // the edge to), falling back to the node the edge was declared in.
    const containerId = (edge as ElkExtendedEdge & { container?: string }).container ?? ownerId;
    const origin = offsets.get(containerId) ?? { x: 0, y: 0 };
    const shift = (point: Point): Point => ({ x: origin.x + point.x, y: origin.y + point.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    if (edge.id.endsWith('::initial-edge')) {
      const parentId = edge.id === '::initial-edge' ? '' : edge.id.slice(0, -'::initial-edge'.length);
      const marker = initials.find((initial) => initial.parentId === parentId);
      if (marker) marker.points = points;
      continue;
    }
    const drawn = byEdgeId.get(edge.id);
    if (!drawn) continue;
    const label = edge.labels?.[0];
    edges.push({
      id: edge.id,
      transitionIds: drawn.transitionIds,
      labelLines: edgeLabelLines(drawn.labels),
      points,
      labelBox:
        label && label.x !== undefined && label.y !== undefined
          ? { ...shift({ x: label.x, y: label.y }), width: label.width ?? 0, height: label.height ?? 0 }
          : undefined,
      main: drawn.main,
      back: false,
    });
  }

  const drawn = mainColumnLeft(overview, {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    states,
    initials,
    edges,
  });
  // Chips after the mirroring: they follow their box's title, left to right.
  for (const state of drawn.states) drawn.edges.push(...boxChips(overview, state));
  return drawn;
}

/**
 * The drawing mirrored left to right when ELK put the main column right of the middle: the journey then
 * reads from the left edge, its branches and failures to the right (a view at 100% cuts none of them off).
 */
function mainColumnLeft(overview: Overview, layout: ChartLayout): ChartLayout {
  const first = layout.states.find((state) => state.id === overview.mainPath[0]);
  if (!first || first.x + first.width / 2 <= layout.width / 2) return layout;
  const flip = (x: number, width = 0): number => layout.width - x - width;
  const point = (p: Point): Point => ({ x: flip(p.x), y: p.y });
  const box = <T extends Box>(b: T): T => ({ ...b, x: flip(b.x, b.width) });
  return {
    ...layout,
    states: layout.states.map(box),
    initials: layout.initials.map((initial) => ({
      ...initial,
      x: flip(initial.x),
      points: initial.points.map(point),
    })),
    edges: layout.edges.map((edge) => ({
      ...edge,
      points: edge.points.map(point),
      labelBox: edge.labelBox && box(edge.labelBox),
    })),
  };
}

/** The chips of a box's back and inner moves, on the lines under its name and details (as the scene draws). */
function boxChips(overview: Overview, state: LaidOutState): LaidOutEdge[] {
  const open = state.collapsible === 'open';
  const firstLine = state.y + TITLE_BASELINE;
  const rows = chipRows(chipEdgesOf(overview, state.id));
  const inline = inlineRow(state.details, rows);
  let line = state.details.length - (inline ? 1 : 0);
  return rows.flatMap((row, rowIndex) => {
    const onTitle = inline && rowIndex === 0;
    const baseline = firstLine + (line + 1) * LINE_HEIGHT;
    line += rowLines(row);
    let x = onTitle
      ? state.x + 12 + titleWidth(state.label) + 2 * CHIP_GAP
      : open
        ? state.x + 12
        : state.x + (state.width - rowWidth(row)) / 2;
    return row.map(({ edge, lines }): LaidOutEdge => {
      const width = chipWidth({ edge, lines });
      // the scene writes a label's first line 9 px under its box's top: the chip's text sits on the baseline
      const box = { x, y: baseline - 9, width, height: lines.length * LINE_HEIGHT - 3 };
      x += width + CHIP_GAP;
      return {
        id: edge.id,
        transitionIds: edge.transitionIds,
        labelLines: lines.map((text) => ({ text, rule: false })),
        points: [],
        labelBox: box,
        main: false,
        back: true,
      };
    });
  });
}

export const chartFont = {
  size: FONT_SIZE,
  lineHeight: LINE_HEIGHT,
  titleHeight: TITLE_HEIGHT,
  titleBaseline: TITLE_BASELINE,
};
