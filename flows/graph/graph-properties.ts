// Graph properties of a chart: every state reachable, no non-final dead end, declared invariants.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { activeNodes, type PathSet, type TransitionPath } from './generate-transition-paths';
import { listStateNodes } from './list-transitions';

/** A rule every generated path must keep, e.g. 'every path into confirmation passes terms and payment'. */
export interface FlowInvariant {
  name: string;
  /** Ids of states (`purchase.confirm`) each path must have visited before it first enters `into`. */
  into: string;
  passesThrough: string[];
}

/** State node ids no generated path visits. */
export function unreachableStates(machine: AnyStateMachine, pathSet: PathSet): string[] {
  return listStateNodes(machine)
    .map((n) => n.id)
    .filter((id) => !pathSet.visitedStates.has(id));
}

function hasWayOut(node: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
    if ((n.transitions as Map<string, unknown>).size > 0 || (n.always?.length ?? 0) > 0) return true;
  }
  return false;
}

/** Atomic, non-final states with no transition out (own or inherited): a user would be stuck. */
export function deadEnds(machine: AnyStateMachine): string[] {
  return listStateNodes(machine)
    .filter((n) => n.type === 'atomic' && !hasWayOut(n))
    .map((n) => n.id);
}

function visitedIds(path: TransitionPath): string[][] {
  return path.steps.map((s) => activeNodes(s.snapshot).map((n) => n.id));
}

/** Paths (from every shortest path) that enter `into` without having passed each required state. */
export function invariantViolations(pathSet: PathSet, invariant: FlowInvariant): TransitionPath[] {
  return pathSet.allPaths.filter((path) => {
    const seen = new Set<string>();
    for (const ids of visitedIds(path)) {
      if (ids.includes(invariant.into))
        return invariant.passesThrough.some((required) => !seen.has(required));
      for (const id of ids) seen.add(id);
    }
    return false;
  });
}
