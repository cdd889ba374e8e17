// Reads an XState v5 machine into a plain, serialisable chart: states (nested, with their kind) and
// transitions (event, business guard name, action names, targets). The diagram, the SVG/Mermaid exports
// and the simulator all read this one model, so they describe the chart the same way.
import type { AnyStateMachine } from 'xstate';
import { transitionId } from '@/flows/graph/list-transitions';

export type ChartStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id, e.g. `homePort.locate.geocoding`. */
  id: string;
  key: string;
  /** Key path from the root, e.g. `['locate', 'geocoding']` (empty for the root). */
  path: string[];
  parentId: string | undefined;
  kind: ChartStateKind;
  /** Ids of the initial child states (compound states only). */
  initial: string[];
  children: string[];
  tags: string[];
  invokes: string[];
  description: string | undefined;
}

export type ChartTransitionKind =
  'event' | 'always' | 'after' | 'state.done' | 'invoke.done' | 'invoke.error';

export interface ChartTransition {
  /** The engine's transition id (`flows/graph`): `<source>|<event>|<index>`, also used for coverage. */
  id: string;
  source: string;
  /** The raw event type (`''` for eventless `always` transitions). */
  event: string;
  /** The event as a product owner reads it: `done: reverseGeocode`, `after 500ms`, `always`. */
  eventLabel: string;
  kind: ChartTransitionKind;
  guard: string | undefined;
  /** The guard's parameters when the chart states them (not computed from the event), e.g. `{ manualAllowed: true }`. */
  guardParams?: Record<string, unknown>;
  /** What the transition does that the boater sees, as the chart describes it (its `description`). */
  description?: string;
  actions: string[];
  /** Target state ids; empty for a targetless transition (actions only, stays in `source`). */
  targets: string[];
  /** Position among the transitions of `source` for `event` (the order guards are tried in). */
  index: number;
}

export interface Chart {
  id: string;
  rootId: string;
  /** Every state node, root first, parents before children. */
  states: ChartState[];
  transitions: ChartTransition[];
}

interface NodeLike {
  id: string;
  key: string;
  path: string[];
  type: ChartStateKind;
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  initial?: { target?: readonly NodeLike[] };
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  invoke: readonly { id: string; src: unknown }[];
  tags: readonly string[];
  description?: string;
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  description?: string;
  actions: readonly unknown[];
  target?: readonly NodeLike[];
}

/** The business name of a guard or action as written in `setup()`, or a readable fallback. */
export function implementationName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const typed = value as { type?: unknown; name?: string };
    if (typeof typed.type === 'string') return typed.type.replace(/^xstate\./, '');
    return typed.name || 'inline';
  }
  if (value && typeof value === 'object') {
    const typed = value as { type?: unknown; guards?: unknown[] };
    if (typeof typed.type === 'string') {
      if (Array.isArray(typed.guards))
        return `${typed.type}(${typed.guards.map(implementationName).join(', ')})`;
      return typed.type;
    }
  }
  return 'inline';
}

/** A guard's parameters written in the chart as values (a function of the event is left out). */
function staticParams(guard: unknown): { guardParams?: Record<string, unknown> } {
  if (!guard || typeof guard !== 'object') return {};
  const params = (guard as { params?: unknown }).params;
  return params && typeof params === 'object' ? { guardParams: { ...params } } : {};
}

export function describeEvent(event: string): { kind: ChartTransitionKind; label: string } {
  if (event === '') return { kind: 'always', label: 'always' };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) {
    return actor[1] === 'done'
      ? { kind: 'invoke.done', label: `done: ${actor[2]}` }
      : { kind: 'invoke.error', label: `error: ${actor[2]}` };
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after)
    return {
      kind: 'after',
      label: /^\d+$/.test(after[1] ?? '') ? `after ${after[1]}ms` : `after ${after[1]}`,
    };
  if (event.startsWith('xstate.done.state.')) return { kind: 'state.done', label: 'done' };
  return { kind: 'event', label: event };
}

export function readChart(machine: AnyStateMachine): Chart {
  const root = machine.root as unknown as NodeLike;
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];

  const visit = (node: NodeLike): void => {
    const children = Object.values(node.states);
    states.push({
      id: node.id,
      key: node.key,
      path: [...node.path],
      parentId: node.parent?.id,
      kind: node.type,
      initial: node.type === 'compound' ? (node.initial?.target ?? []).map((target) => target.id) : [],
      children: children.map((child) => child.id),
      tags: [...node.tags],
      invokes: node.invoke.map((invoke) => invoke.id),
      description: node.description,
    });
    const add = (event: string, list: readonly TransitionLike[]): void => {
      list.forEach((transition, index) => {
        const { kind, label } = describeEvent(event);
        transitions.push({
          id: transitionId(node.id, event, index),
          source: node.id,
          event,
          eventLabel: label,
          kind,
          guard: transition.guard === undefined ? undefined : implementationName(transition.guard),
          ...staticParams(transition.guard),
          ...(transition.description ? { description: transition.description } : {}),
          actions: transition.actions.map(implementationName),
          targets: (transition.target ?? []).map((target) => target.id),
          index,
        });
      });
    };
    for (const [event, list] of node.transitions) add(event, list);
    if (node.always?.length) add('', node.always);
    children.forEach(visit);
  };
  visit(root);

  return { id: machine.id, rootId: root.id, states, transitions };
}

export function stateById(chart: Chart, id: string): ChartState | undefined {
  return chart.states.find((state) => state.id === id);
}

/** The label drawn on a transition: `event [guard] / action, action`. */
export function transitionLabel(transition: ChartTransition): string {
  return transitionLabelLines(transition).join(' ');
}

/** The same label in lines, as drawn: `event [guard]`, then `/ action, action` when there are actions. */
export function transitionLabelLines(transition: ChartTransition): string[] {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length ? [`/ ${transition.actions.join(', ')}`] : [];
  return [`${transition.eventLabel}${guard}`, ...actions];
}
