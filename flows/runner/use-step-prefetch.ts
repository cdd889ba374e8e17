// No spinner between steps: on entering a step, the screens of the steps the chart can go to next (and a
// child flow's bindings and screens) and the journeys' later calls (flows/later-code.ts) start loading when the
// browser is idle, so they are there when chosen.
import { useEffect } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { AnyFlowDefinition } from '../define-flow';
import { preloadLaterCode } from '../later-code';
import { preloadScreen } from '../lazy-screen';
import { nextDeclaredStates } from './next-steps';
import { whenIdle } from './when-idle';

/** The performance mark set when a step's prefetch starts (the first-screen measures stop there). */
export const PREFETCH_MARK = 'flow-step-prefetch';

/** Every screen of a flow (a child flow's, which starts from any of its steps when restored). */
function preloadScreens(flow: AnyFlowDefinition | undefined): void {
  for (const state of Object.values(flow?.states ?? {})) preloadScreen(state.screen);
}

export function useStepPrefetch(
  flow: AnyFlowDefinition,
  active: string | null,
  snapshot: AnyMachineSnapshot,
) {
  useEffect(() => {
    if (active === null) return undefined;
    return whenIdle(() => {
      performance.mark(PREFETCH_MARK);
      for (const key of nextDeclaredStates(flow, snapshot)) {
        const state = flow.states[key];
        preloadScreen(state?.screen);
        const child = state?.child?.flow;
        if (child)
          void child.load().then(
            () => preloadScreens(child.get()),
            () => undefined,
          );
      }
      preloadLaterCode();
    });
    // On entering a step: the snapshot of that moment is the one the chart leaves from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow, active]);
}
