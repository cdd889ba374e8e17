// The floor of any page on the portal's stack (issue 31, decision 286): the bare page's step, held by an
// XState chart inside a TanStack Router route, under a Query client, each answer checked by a valibot
// schema, the least use the architecture's libraries allow. What this page costs over the bare page is the
// libraries' own parse, compile and start, which no portal built on them can go below.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { JoinStep, QUESTIONS } from '../bare-first-step/join-step';

const Answer = v.picklist(['yes', 'no', 'salt', 'fresh', 'both']);

const join = setup({
  types: {} as { context: { step: number }; events: { type: 'answer'; value: string } },
}).createMachine({
  id: 'join',
  context: { step: 0 },
  initial: 'asking',
  states: {
    asking: {
      on: {
        answer: [
          {
            guard: ({ context, event }) => v.is(Answer, event.value) && context.step === QUESTIONS.length - 1,
            target: 'recommended',
            actions: assign({ step: ({ context }) => context.step + 1 }),
          },
          {
            guard: ({ event }) => v.is(Answer, event.value),
            actions: assign({ step: ({ context }) => context.step + 1 }),
          },
        ],
      },
    },
    recommended: {},
  },
});

function Join() {
  const [snapshot, send] = useMachine(join);
  return <JoinStep step={snapshot.context.step} onAnswer={(value) => send({ type: 'answer', value })} />;
}

const rootRoute = createRootRoute({ component: Outlet });
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Join }),
  ]),
});
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
