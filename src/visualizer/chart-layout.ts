// Automatic layout of a chart overview with elkjs (layered, top to bottom, hierarchy-aware). Shared by the
// browser diagram and the Node SVG export (`npm run charts`), so the reviewers' SVG is the picture the
// product owner sees. Steps keep their declaration order (model-order cycle breaking: an edge to an
// earlier step is a back edge, so the first step is drawn first), and the main path's edges are asked to
// stay straight. Coordinates returned here are absolute (relative to the drawing's top-left corner).
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartStateKind } from './chart-model';
import type { Overview, OverviewNode } from './chart-overview';

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
  /** Extra lines under the name: inner-state count, actors called. */
  details: string[];
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
const LINE_HEIGHT = 17;
const TITLE_HEIGHT = 30;
const INITIAL_RADIUS = 6;
const LABEL_CHARS = 34;
const LABEL_TRANSITIONS = 3;

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

/** An edge's label lines: per transition what happens, then its rule; a long list ends in '+ N more'. */
export function edgeLabelLines(labels: string[][]): LabelLine[] {
  const bullet = labels.length > 1 ? '• ' : '';
  const shown = labels
    .slice(0, LABEL_TRANSITIONS)
    .flatMap(([event = '', ...rules]) => [
      ...wrap(`${bullet}${event}`).map((text) => ({ text, rule: false })),
      ...rules.flatMap((rule) => wrap(`${bullet ? '  ' : ''}${rule}`).map((text) => ({ text, rule: true }))),
    ]);
  const more = labels.length - LABEL_TRANSITIONS;
  return more > 0 ? [...shown, { text: `+ ${more} more`, rule: false }] : shown;
}

function stateDetails(node: OverviewNode): string[] {
  const details: string[] = [];
  if (node.innerCount > 0 && !node.expanded)
    details.push(`${node.innerCount} inner state${node.innerCount === 1 ? '' : 's'} ▸`);
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

function toElkNode(overview: Overview, node: OverviewNode, main: ReadonlySet<string>): ElkNode {
  const details = stateDetails(node);
  // Titles are bold at 14 px: wider per character than the estimate's 13 px regular text.
  const labelWidth = Math.max(textWidth(node.title, 15.5), ...details.map((line) => textWidth(line, 12)));
  const priority = { ...seedPosition(overview, node, main) };
  if (!node.expanded) {
    return {
      id: node.id,
      width: Math.max(120, labelWidth + 28),
      height: 38 + details.length * LINE_HEIGHT,
      ...priority,
    };
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
  const top = TITLE_HEIGHT + details.length * LINE_HEIGHT;
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

function toElkEdges(overview: Overview): ElkExtendedEdge[] {
  return overview.edges.map((edge) => {
    const lines = edgeLabelLines(edge.labels);
    return {
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        {
          text: lines.map((line) => line.text).join('\n'),
          width: Math.max(...lines.map((line) => textWidth(line.text, 12))),
          height: lines.length * (LINE_HEIGHT - 1),
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
      'elk.layered.layering.strategy': 'INTERACTIVE',
      'elk.layered.crossingMinimization.semiInteractive': 'true',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeLabel': '4',
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
    });
  }

  return { width: graph.width ?? 0, height: graph.height ?? 0, states, initials, edges };
}

export const chartFont = { size: FONT_SIZE, lineHeight: LINE_HEIGHT, titleHeight: TITLE_HEIGHT };
