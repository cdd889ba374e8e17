// A child flow's steps (a state the flow declares with `child`) happen in the child's actor: the parent's
// snapshot does not change with them, yet its persisted snapshot holds the child's. Following the running
// child (at any depth) lets the run be saved at the child's step too, so a reload or an error page's
// 'Retry Request' comes back to that step with what was typed (decisions 032, 113, 114).
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { activeFlowState } from './flow-navigation';

/** Calls `onChange` on every change of the child flows `actor` runs; returns the unsubscribe. */
export function onChildFlowChange(
  flow: AnyFlowDefinition,
  actor: AnyActorRef,
  onChange: () => void,
): () => void {
  let child: { ref: AnyActorRef; stop: () => void } | null = null;
  const follow = (snapshot: AnyMachineSnapshot) => {
    const active = activeFlowState(flow, snapshot);
    const declared = active ? flow.states[active]?.child : undefined;
    const ref = declared ? (snapshot.children[declared.invokeId] as AnyActorRef | undefined) : undefined;
    if (ref === child?.ref) return;
    child?.stop();
    child = null;
    // A running child's binding is here: the parent could not have started it otherwise.
    const childFlow = declared?.flow.get();
    if (!ref || !childFlow) return;
    // The parent takes a child's failure (its onError); nothing to report here.
    const own = ref.subscribe({ next: () => onChange(), error: () => undefined });
    const deeper = onChildFlowChange(childFlow, ref, onChange);
    child = {
      ref,
      stop: () => {
        own.unsubscribe();
        deeper();
      },
    };
  };
  follow(actor.getSnapshot() as AnyMachineSnapshot);
  const subscription = actor.subscribe({ next: follow, error: () => undefined });
  return () => {
    subscription.unsubscribe();
    child?.stop();
  };
}
