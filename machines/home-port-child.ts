// The state that runs the home-port wizard as a child of a chart with a boat form (member spec §2: the
// purchase's and renewal's boat step, the boats page's boat form; decision 170): the wizard starts from the
// boat's home port, its output is merged by the parent's `mergeHomePort`, and a failure, the parent's way
// back (`leave`) or the end all return to `back`. One implementation for every chart that offers it.
import type { DoneActorEvent } from 'xstate';
import type { HomePort, HomePortInput } from './home-port.machine';

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
