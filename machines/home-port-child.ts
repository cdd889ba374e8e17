// The state that runs the home-port wizard as a child of a chart with a boat form (member spec §2: the
// purchase's and renewal's boat step, the boats page's boat form; decision 170): the wizard starts from the
// boat's home port, its output is merged by the parent's `mergeHomePort`, and a failure, the parent's way
// back (`leave`) or the end all return to `back`. One implementation for every chart that offers it.
import type { DoneActorEvent } from 'xstate';
import { lazyExport, lazyLogic } from './lazy-logic';
import type { HomePort, HomePortInput, homePortMachine } from './home-port.machine';

/**
 * The wizard's chart (`homePortChart`) as the parent charts' `homePort` actor: its code loads apart from theirs (their first
 * steps are far from the boat step), before the parent can enter the state below (machines/lazy-logic.ts).
 */
export const homePortChart = lazyExport(() => import('./home-port.machine').then((m) => m.homePortMachine));

export const homePortLogic = lazyLogic<typeof homePortMachine>('homePort', homePortChart);

export function homePortChildState<TLeave extends string>(back: string, leave: TLeave) {
  return {
    invoke: {
      id: 'homePort',
      src: 'homePort',
      input: ({ context }: { context: { boat: HomePortInput } }): HomePortInput => ({
        homePort: context.boat.homePort,
      }),
      onDone: {
        target: back,
        actions: {
          type: 'mergeHomePort',
          params: ({ event }: { event: DoneActorEvent<HomePort> }) => event.output,
        },
      },
      onError: { target: back },
    },
    on: { [leave]: { target: back } } as Record<TLeave, { target: string }>,
  } as const;
}
