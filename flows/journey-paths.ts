// Which URLs belong to a flow: its steps, a child flow's steps under their parent step, its aliases.
import { loadChildFlows, type AnyFlowDefinition } from './define-flow';
import { hasStoredRun } from './stored-run';
import { fillBasePath, joinPath, stateForPath, type RouteParams } from './runner/flow-navigation';

/** Whether the URL is one of the flow's (a child flow's steps count once its binding is here). */
export function isFlowPath(flow: AnyFlowDefinition, pathname: string, params: RouteParams): boolean {
  if (stateForPath(flow, pathname, params) !== null) return true;
  const base = fillBasePath(flow.basePath, params);
  const clean = pathname.replace(/\/$/, '');
  return Object.values(flow.states).some((state) =>
    Object.values(state.child?.flow.get()?.states ?? {}).some(
      (inner) => joinPath(joinPath(base, state.path), inner.path) === clean,
    ),
  );
}

/**
 * Loads the flow's child flows before its run starts when it may start inside one: a URL that is not a step
 * of its own without a child (a child's step, or the step that runs the child), or, on arrival, a run kept
 * for resume (it may rest in a child's step). A fresh run at its own step, or a step change of the run
 * under way (the runner loads a child while the step before it shows), loads none.
 */
export async function loadChildFlowsForArrival(
  flow: AnyFlowDefinition,
  location: { pathname: string; arriving: boolean },
  params: RouteParams,
  storage: Pick<Storage, 'length' | 'key'> = window.sessionStorage,
): Promise<void> {
  const requested = stateForPath(flow, location.pathname, params);
  const own = requested !== null && !flow.states[requested]?.child;
  if (!own || (location.arriving && hasStoredRun(flow, storage))) await loadChildFlows(flow);
}
