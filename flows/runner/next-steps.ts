// The steps a flow can show next, read from the chart: the declared states any transition of the active
// state nodes (or of their ancestors) targets, and the ones a transition from there targets (a save in
// progress between two forms), whatever the event and its guards. The runner prefetches their screens.
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { AnyFlowDefinition, ChildFlowDeclaration } from '../define-flow';

const HOPS = 2;

/** The state nodes a node's own transitions (events, done and error events, delays, `always`) lead to. */
function targetsOf(node: AnyStateNode): AnyStateNode[] {
  const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
  return transitions.flatMap((transition) => transition.target ?? []);
}

/** A node with every ancestor: an outer state's transitions apply inside it too. */
function withAncestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) chain.push(at);
  return chain;
}

/** The declared states a state node stands for: the deepest declared one it is inside, or those inside it. */
function declaredFor(flow: AnyFlowDefinition, node: AnyStateNode): string[] {
  const path = node.path.join('.');
  const keys = Object.keys(flow.states);
  const inside = keys.filter((key) => key === path || key.startsWith(`${path}.`));
  if (inside.length > 0) return inside;
  const around = keys.filter((key) => path.startsWith(`${key}.`)).sort((a, b) => b.length - a.length);
  return around.slice(0, 1);
}

export function nextDeclaredStates(flow: AnyFlowDefinition, snapshot: AnyMachineSnapshot): string[] {
  const found = new Set<string>();
  let frontier: AnyStateNode[] = snapshot._nodes;
  const seen = new Set<AnyStateNode>(frontier);
  for (let hop = 0; hop < HOPS; hop++) {
    const next: AnyStateNode[] = [];
    for (const target of frontier.flatMap(withAncestors).flatMap(targetsOf)) {
      if (seen.has(target)) continue;
      seen.add(target);
      next.push(target);
      for (const key of declaredFor(flow, target)) found.add(key);
    }
    frontier = next;
  }
  return [...found];
}

/** The child flows of the steps a flow can show next (their bindings load while this step shows). */
export const childFlowsAhead = (
  flow: AnyFlowDefinition,
  snapshot: AnyMachineSnapshot,
): ChildFlowDeclaration[] =>
  nextDeclaredStates(flow, snapshot).flatMap((key) => flow.states[key]?.child ?? []);
