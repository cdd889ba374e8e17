// Which URLs belong to a flow: its steps, a child flow's steps under their parent step, its aliases.
import type { AnyFlowDefinition } from './define-flow';
import { fillBasePath, joinPath, stateForPath, type RouteParams } from './runner/flow-navigation';

export function isFlowPath(flow: AnyFlowDefinition, pathname: string, params: RouteParams): boolean {
  if (stateForPath(flow, pathname, params) !== null) return true;
  const base = fillBasePath(flow.basePath, params);
  const clean = pathname.replace(/\/$/, '');
  return Object.values(flow.states).some(
    (state) =>
      state.child !== undefined &&
      Object.values(state.child.flow.states).some(
        (inner) => joinPath(joinPath(base, state.path), inner.path) === clean,
      ),
  );
}
