// What a step's screen sends reaches the chart once the child flows the step may start are here: their
// bindings load apart from the parent's (define-flow.ts `child`) while the step before them shows
// (use-step-prefetch.ts). An event sent at such a step before they have arrived waits for them, and the
// events after it wait their turn; a step with no child flow ahead sends at once. If they cannot load
// (offline), the event is not sent: the step stays as it was, and pressing again tries the load again.
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { childFlowsAhead } from './next-steps';

const waiting = new WeakMap<AnyActorRef, Promise<unknown>>();

export function sendWhenReady(flow: AnyFlowDefinition, actor: AnyActorRef, event: EventObject): void {
  const before = waiting.get(actor);
  const missing = childFlowsAhead(flow, actor.getSnapshot() as AnyMachineSnapshot).filter(
    (child) => child.flow.get() === undefined,
  );
  if (!before && missing.length === 0) {
    actor.send(event);
    return;
  }
  const turn = (before ?? Promise.resolve())
    .then(() => Promise.all(missing.map((child) => child.flow.load())))
    .then(() => actor.send(event))
    .catch(() => undefined);
  waiting.set(actor, turn);
  void turn.then(() => {
    if (waiting.get(actor) === turn) waiting.delete(actor);
  });
}
