// URL ↔ state, the one module that maps between them. A state's URL is the flow's base path (params
// filled) plus the state's path segment. Entering a URL moves the machine only along transitions the chart
// allows under the current context (searched from the chart with the flow's data-free navigation events),
// else to the furthest allowed step; entering a state pushes its URL.
import type { RouterHistory } from '@tanstack/react-router';
import {
  transition,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { AnyFlowDefinition, FlowDefinition } from '../define-flow';

export type RouteParams = Record<string, string>;

export function fillBasePath(basePath: string, params: RouteParams): string {
  return basePath
    .replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole)
    .replace(/\/$/, '');
}

/** A path under a base path; the empty path is the base path itself (a flow's root state). */
export const joinPath = (base: string, path: string): string => (path === '' ? base : `${base}/${path}`);

export function pathForState(flow: AnyFlowDefinition, stateKey: string, params: RouteParams): string {
  const state = flow.states[stateKey];
  if (!state) throw new Error(`Flow '${flow.id}' has no state '${stateKey}'.`);
  return joinPath(fillBasePath(flow.basePath, params), state.path);
}

/**
 * The declared state whose URL (or one of the flow's aliases) is `pathname` (never one that only shares
 * it; the step itself before a state running a child flow under the same path, whose URLs are the
 * child's), the flow's fallback for any other path under its base path, or null when the URL is not one
 * of the flow's steps.
 */
export function stateForPath(flow: AnyFlowDefinition, pathname: string, params: RouteParams): string | null {
  const clean = pathname.replace(/\/$/, '');
  let holder: string | undefined;
  for (const [key, state] of Object.entries(flow.states))
    if (state.sharesPathWith === undefined && pathForState(flow, key, params) === clean) {
      if (!state.child) return key;
      holder ??= key;
    }
  if (holder) return holder;
  const base = fillBasePath(flow.basePath, params);
  for (const [alias, key] of Object.entries(flow.aliases ?? {}))
    if (flow.states[key] && joinPath(base, alias) === clean) return key;
  if (flow.fallback && flow.states[flow.fallback] && clean.startsWith(`${base}/`)) return flow.fallback;
  return null;
}

const MAX_NAVIGATION_DEPTH = 12;

/**
 * Events that take the machine from `snapshot` to the declared state `target` using only data-free
 * navigation events, or null when the chart does not allow it under the current context.
 */
export function planNavigation(
  flow: AnyFlowDefinition,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  target: string,
): EventObject[] | null {
  if (activeFlowState(flow, snapshot) === target) return [];
  const events = (flow.navigationEvents ?? []).map((type) => ({ type }));
  const seen = new Set<string>([JSON.stringify([snapshot.value, snapshot.context])]);
  let frontier: Array<{ snapshot: AnyMachineSnapshot; path: EventObject[] }> = [{ snapshot, path: [] }];
  for (let depth = 0; depth < MAX_NAVIGATION_DEPTH && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      for (const event of events) {
        if (!node.snapshot.can(event)) continue;
        const [after] = transition(machine, node.snapshot, event as never) as [AnyMachineSnapshot, unknown];
        const key = JSON.stringify([after.value, after.context]);
        if (seen.has(key)) continue;
        seen.add(key);
        const path = [...node.path, event];
        if (activeFlowState(flow, after) === target) return path;
        next.push({ snapshot: after, path });
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * Where a URL for `requested` lands: the requested step when allowed, otherwise the furthest declared
 * step before it that is allowed (the current step at worst), with the events that get there.
 */
export function resolveRequestedState(
  flow: AnyFlowDefinition,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  requested: string,
): { state: string; events: EventObject[] } {
  const current = activeFlowState(flow, snapshot);
  const keys = Object.keys(flow.states);
  const upTo = keys.indexOf(requested);
  for (let i = upTo; i >= 0; i--) {
    const candidate = keys[i];
    if (!candidate) continue;
    const events = planNavigation(flow, machine, snapshot, candidate);
    if (events) return { state: candidate, events };
  }
  return { state: current ?? requested, events: [] };
}

/** `search.choosing` → `{ search: 'choosing' }`, the form `snapshot.matches` takes. */
export function stateValueOf(statePath: string): string | Record<string, unknown> {
  const [head, ...rest] = statePath.split('.');
  if (!head) throw new Error('Empty state path.');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest.join('.')) };
}

/** The declared state the snapshot is in (the first matching key, in declaration order). */
export function activeFlowState<TMachine extends AnyStateMachine>(
  flow: FlowDefinition<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
): string | null {
  for (const key of Object.keys(flow.states)) {
    if ((snapshot as { matches: (v: unknown) => boolean }).matches(stateValueOf(key))) return key;
  }
  return null;
}

/**
 * URL → chart: the requested step when the chart allows it; otherwise the furthest earlier step it allows
 * or, with `requestedOnly` (a URL opened while the chart was loading: it has since landed on its own), the
 * step the chart is on. The URL is replaced by the step's when they differ.
 */
export function syncChartToLocation(
  flow: AnyFlowDefinition,
  machine: AnyStateMachine,
  actor: AnyActorRef,
  history: RouterHistory,
  params: RouteParams,
  { requestedOnly = false }: { requestedOnly?: boolean } = {},
): void {
  const here = history.location.pathname.replace(/\/$/, '');
  const requested = stateForPath(flow, here, params);
  if (requested === null) return;
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status !== 'active') return;
  const active = activeFlowState(flow, snapshot);
  if (active === requested || (active !== null && pathForState(flow, active, params) === here)) return;
  const { state, events } = requestedOnly
    ? { state: active ?? requested, events: planNavigation(flow, machine, snapshot, requested) ?? [] }
    : resolveRequestedState(flow, machine, snapshot, requested);
  for (const event of events) actor.send(event);
  const landed = activeFlowState(flow, actor.getSnapshot() as AnyMachineSnapshot) ?? state;
  const target = pathForState(flow, landed, params);
  if (target !== here) history.replace(target);
}

/** Chart → URL: the active declared state's URL (a child flow's deeper URL counts as inside). */
export function pushChartUrl(
  flow: AnyFlowDefinition,
  actor: AnyActorRef,
  history: RouterHistory,
  params: RouteParams,
) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const active = snapshot.status === 'active' ? activeFlowState(flow, snapshot) : null;
  if (active === null) return;
  const desired = pathForState(flow, active, params);
  const here = history.location.pathname.replace(/\/$/, '');
  const childActive = Boolean(flow.states[active]?.child) && here.startsWith(`${desired}/`);
  if (here !== desired && !childActive) history.push(desired);
}
