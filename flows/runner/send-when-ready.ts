// What a step's screen sends reaches the chart once the child flows the step may start are here: their
// bindings load apart from the parent's (define-flow.ts `child`) while the step before them shows
// (use-step-prefetch.ts). An event sent at such a step before they have arrived waits for them, and the
// events after it wait their turn; a step with no child flow ahead sends at once. Meanwhile the step shows
// that it is busy, and if they cannot load (offline) the event is held and the step shows the network
// notice, whose 'Retry Request' loads them again and sends it (`hold`, shown by the runner).
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { childFlowsAhead } from './next-steps';

/** An event that waits for the code of a child flow (again, after 'Retry Request'), or whose wait failed. */
export type HeldEvent = { status: 'waiting'; retrying: boolean } | { status: 'failed'; retry: () => void };

const waiting = new WeakMap<AnyActorRef, Promise<unknown>>();

/** Sends `event` to `actor` now or once the code it may need is here; `hold` hears what it holds. */
export function sendWhenReady(
  flow: AnyFlowDefinition,
  actor: AnyActorRef,
  event: EventObject,
  hold: (held: HeldEvent | undefined) => void,
  retrying = false,
): void {
  const before = waiting.get(actor);
  const missing = childFlowsAhead(flow, actor.getSnapshot() as AnyMachineSnapshot).filter(
    (child) => child.flow.get() === undefined,
  );
  if (!before && missing.length === 0) {
    hold(undefined);
    actor.send(event);
    return;
  }
  hold({ status: 'waiting', retrying });
  const turn = (before ?? Promise.resolve())
    .then(() => Promise.all(missing.map((child) => child.flow.load())))
    .then(
      () => {
        actor.send(event);
        return true;
      },
      () => false,
    );
  waiting.set(actor, turn);
  void turn.then((sent) => {
    if (waiting.get(actor) !== turn) return;
    waiting.delete(actor);
    hold(sent ? undefined : { status: 'failed', retry: () => sendWhenReady(flow, actor, event, hold, true) });
  });
}
