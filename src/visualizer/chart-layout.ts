// Automatic layout of a chart with elkjs (layered, hierarchy-aware). Shared by the browser diagram and the
// Node SVG export (`npm run charts`), so the reviewers' SVG is the same picture the product owner sees.
// Coordinates returned here are absolute (relative to the drawing's top-left corner).
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartStateKind, ChartTransition } from './chart-model';
import { transitionLabel, transitionLabelLines } from './chart-model';

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
  /** True when this state is a region of a parallel state (drawn dashed). */
  isRegion: boolean;
  /** Extra lines under the name: tags and invoked actors. */
  details: string[];
  depth: number;
}

export interface LaidOutInitial extends Point {
  /** The compound state whose initial child this marker points to. */
  parentId: string;
  radius: number;
  points: Point[];
}

export interface LaidOutEdge {
  id: string;
  transitionId: string;
  label: string;
  /** The label as drawn, one entry per line. */
  labelLines: string[];
  points: Point[];
  labelBox: Box | undefined;
  /** Targetless transition (actions only): drawn as a loop on its source. */
  internal: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  initials: LaidOutInitial[];
  edges: LaidOutEdge[];
}

const FONT_SIZE = 12;
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 28;
const INITIAL_RADIUS = 6;

/** Text width estimate (no DOM in Node): monospace-ish 7 px per character at 12 px. */
export function textWidth(text: string): number {
  return text.length * CHAR_WIDTH;
}

function stateDetails(state: ChartState): string[] {
  const details: string[] = [];
  if (state.tags.length) details.push(`tags: ${state.tags.join(', ')}`);
  for (const invoke of state.invokes) details.push(`invoke: ${invoke}`);
  return details;
}

const initialNodeId = (parentId: string): string => `${parentId}::initial`;

function toElkNode(chart: Chart, state: ChartState): ElkNode {
  const children = state.children
    .map((childId) => chart.states.find((candidate) => candidate.id === childId))
    .filter((child): child is ChartState => child !== undefined);
  const details = stateDetails(state);
  const labelWidth = Math.max(textWidth(state.key), ...details.map(textWidth));
  if (children.length === 0) {
    return {
      id: state.id,
      width: Math.max(80, labelWidth + 24),
      height: 32 + details.length * LINE_HEIGHT,
    };
  }
  const initialChild = state.initial[0];
  const elkChildren = children.map((child) => toElkNode(chart, child));
  const edges: ElkExtendedEdge[] = [];
  if (initialChild) {
    elkChildren.unshift({
      id: initialNodeId(state.id),
      width: INITIAL_RADIUS * 2,
      height: INITIAL_RADIUS * 2,
    });
    edges.push({
      id: `${state.id}::initial-edge`,
      sources: [initialNodeId(state.id)],
      targets: [initialChild],
    });
  }
  const top = TITLE_HEIGHT + details.length * LINE_HEIGHT;
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${top},left=16,bottom=16,right=16]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${labelWidth + 32}, ${top + 16})`,
      ...(state.kind === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children: elkChildren,
    edges,
  };
}

function toElkEdges(chart: Chart): ElkExtendedEdge[] {
  return chart.transitions.flatMap((transition: ChartTransition) => {
    const targets = transition.targets.length ? transition.targets : [transition.source];
    // Two short lines (event and guard, then actions) keep the layers narrower than one long line.
    const lines = transitionLabelLines(transition);
    const label: ElkLabel = {
      text: transitionLabel(transition),
      width: Math.max(...lines.map(textWidth)),
      height: lines.length * LINE_HEIGHT,
    };
    return targets.map((target, position) => ({
      id: `${transition.id}>${position}`,
      sources: [transition.source],
      targets: [target],
      labels: [label],
    }));
  });
}

const elk = new ELK();

export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  const root = chart.states.find((state) => state.id === chart.rootId);
  if (!root) throw new Error(`Chart ${chart.id} has no root state`);
  const graph: ElkNode = {
    id: '::graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [toElkNode(chart, root)],
    edges: toElkEdges(chart),
  };
  const result = await elk.layout(graph);
  return collect(chart, result);
}

function collect(chart: Chart, graph: ElkNode): ChartLayout {
  const offsets = new Map<string, Point>([[graph.id, { x: 0, y: 0 }]]);
  const states: LaidOutState[] = [];
  const initials: LaidOutInitial[] = [];
  const pendingEdges: { edge: ElkExtendedEdge; ownerId: string }[] = [];
  const byId = new Map(chart.states.map((state) => [state.id, state]));

  const visit = (node: ElkNode, origin: Point, depth: number): void => {
    for (const edge of node.edges ?? []) pendingEdges.push({ edge, ownerId: node.id });
    for (const child of node.children ?? []) {
      const x = origin.x + (child.x ?? 0);
      const y = origin.y + (child.y ?? 0);
      offsets.set(child.id, { x, y });
      if (child.id.endsWith('::initial')) {
        const radius = (child.width ?? INITIAL_RADIUS * 2) / 2;
        initials.push({ parentId: node.id, x: x + radius, y: y + radius, radius, points: [] });
        continue;
      }
      const state = byId.get(child.id);
      if (!state) continue;
      states.push({
        id: state.id,
        label: state.key,
        kind: state.kind,
        isRegion: state.parentId !== undefined && byId.get(state.parentId)?.kind === 'parallel',
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
      const marker = initials.find((initial) => `${initial.parentId}::initial-edge` === edge.id);
      if (marker) marker.points = points;
      continue;
    }
    const transitionId = edge.id.slice(0, edge.id.lastIndexOf('>'));
    const transition = chart.transitions.find((candidate) => candidate.id === transitionId);
    const label = edge.labels?.[0];
    edges.push({
      id: edge.id,
      transitionId,
      label: label?.text ?? '',
      labelLines: transition ? transitionLabelLines(transition) : [],
      points,
      labelBox:
        label && label.x !== undefined && label.y !== undefined
          ? { ...shift({ x: label.x, y: label.y }), width: label.width ?? 0, height: label.height ?? 0 }
          : undefined,
      internal: transition !== undefined && transition.targets.length === 0,
    });
  }

  return { width: graph.width ?? 0, height: graph.height ?? 0, states, initials, edges };
}

export const chartFont = { size: FONT_SIZE, lineHeight: LINE_HEIGHT, titleHeight: TITLE_HEIGHT };
