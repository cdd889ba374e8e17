// The machine's own transition list, read from its definition (no node imports: the visualizer uses it
// in the browser). Each guarded branch of an event is its own transition, so 'guard true' and
// 'guard false' are two refs; eventless (`always`), delayed (`after`), invoke done/error and state
// done transitions are included.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface TransitionRef {
  /** Stable id: `<source state id>|<event>|<branch index>`. */
  id: string;
  /** Id of the state node that owns the transition, e.g. `homePort.locate.idle`. */
  source: string;
  /** Event type; `''` for eventless (`always`) transitions. */
  event: string;
  /** Name of the guard of this branch, when it has one. */
  guard?: string;
  /** Ids of the target state nodes; empty for a targetless transition (actions only). */
  targets: string[];
  /** Position of this branch among the event's branches on the source. */
  index: number;
  /** Names of the actions the branch runs. */
  actions: string[];
}

function nameOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'type' in item && typeof item.type === 'string') return item.type;
  if (typeof item === 'function') return item.name || 'inline';
  return undefined;
}

export function transitionId(source: string, event: string, index: number): string {
  return `${source}|${event}|${index}`;
}

function refOf(
  source: AnyStateNode,
  event: string,
  index: number,
  t: AnyTransitionDefinition,
): TransitionRef {
  const guard = t.guard === undefined ? undefined : nameOf(t.guard);
  return {
    id: transitionId(source.id, event, index),
    source: source.id,
    event,
    ...(guard ? { guard } : {}),
    targets: (t.target ?? []).map((n: AnyStateNode) => n.id),
    index,
    actions: (t.actions as readonly unknown[]).map(nameOf).filter((n): n is string => Boolean(n)),
  };
}

/** Every state node of the machine, the root first, in document order. */
export function listStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

interface Indexed {
  ref: TransitionRef;
  definition: AnyTransitionDefinition;
}

function indexTransitions(machine: AnyStateMachine): Indexed[] {
  const out: Indexed[] = [];
  for (const node of listStateNodes(machine)) {
    for (const [event, branches] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      branches.forEach((definition, index) =>
        out.push({ ref: refOf(node, event, index, definition), definition }),
      );
    }
    ((node.always ?? []) as AnyTransitionDefinition[]).forEach((definition, index) =>
      out.push({ ref: refOf(node, '', index, definition), definition }),
    );
  }
  return out;
}

const cache = new WeakMap<AnyStateMachine, Indexed[]>();

function indexed(machine: AnyStateMachine): Indexed[] {
  let list = cache.get(machine);
  if (!list) {
    list = indexTransitions(machine);
    cache.set(machine, list);
  }
  return list;
}

/** The machine's transitions as stable refs, in document order. */
export function listTransitions(machine: AnyStateMachine): TransitionRef[] {
  return indexed(machine).map((i) => i.ref);
}

/**
 * The ref of a transition definition the machine took: by identity, else (a `.provide()`d copy of the
 * machine has its own nodes) by source id, event and position among the source's branches.
 */
export function refForDefinition(
  machine: AnyStateMachine,
  definition: AnyTransitionDefinition,
): TransitionRef | undefined {
  const list = indexed(machine);
  const same = list.find((i) => i.definition === definition);
  if (same) return same.ref;
  const source = definition.source as AnyStateNode;
  const event = definition.eventType ?? '';
  const branches = (event === '' ? source.always : source.transitions.get(event)) as
    AnyTransitionDefinition[] | undefined;
  const index = branches?.indexOf(definition) ?? -1;
  const id = transitionId(source.id, event, index);
  return list.find((i) => i.ref.id === id)?.ref;
}
