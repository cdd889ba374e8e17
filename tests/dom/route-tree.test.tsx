// The tree's switches: the styleguide flag, page routes and registered journeys mounted where they belong.
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { testApiClient } from '@/tests/support/api-client';
import { createSession } from '@/src/auth/session';
import { SessionContext } from '@/src/auth/session-context';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney, type JourneyAbout, type JourneyEntry } from '@/flows/journey';
import type { PageRouteEntry } from '@/src/router/page-routes';
import { createQueryClientLoader } from '@/src/shell/query-client-loader';
import { buildRouteTree } from '@/src/router/route-tree';

function renderTree(path: string, options: Parameters<typeof buildRouteTree>[0]) {
  const api = testApiClient({
    fetch: async () => new Response('{}', { status: 200 }),
  });
  const session = createSession({
    api: () => api,
    storage: window.sessionStorage,
    assignLocation: () => undefined,
    callbackUrl: 'http://portal.test/post_login',
  });
  const router = createRouter({
    routeTree: buildRouteTree(options),
    context: { api, session, loadQueryClient: createQueryClientLoader(), assignLocation: () => undefined },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

const giftAbout = {
  id: 'giftSketch',
  title: 'Gift a membership',
  portal: 'member',
  basePath: '/members/gift',
  mount: 'public',
} satisfies JourneyAbout;
const giftMachine = createMachine({ id: 'giftSketch', initial: 'root', states: { root: {} } });
const giftJourney: JourneyEntry = {
  about: giftAbout,
  journey: async () =>
    defineJourney({
      flow: defineFlow({
        ...giftAbout,
        machine: giftMachine,
        persist: { key: 'gift-sketch', version: 1 },
        states: { root: { path: '', screen: () => <h1>What membership would you like to gift?</h1> } },
        actors: () => ({}),
      }),
    }),
};

describe('route tree', () => {
  it('shows the styleguide when its flag is on', async () => {
    renderTree('/styleguide', { displayStyleguide: true, pageRoutes: [], journeys: [] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Styleguide');
  });

  it('a page route is mounted at its path', async () => {
    const joinPage: PageRouteEntry = {
      parent: 'members',
      path: '/members/join',
      build: (parent) =>
        createRoute({
          getParentRoute: () => parent,
          path: 'join',
          component: () => <h1>Membership Advisor</h1>,
        }),
    };
    renderTree('/members/join', { displayStyleguide: false, pageRoutes: [joinPage], journeys: [] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Membership Advisor');
  });

  it('a registered journey with a mount is mounted at its base path, loading its binding', async () => {
    renderTree('/members/gift', { displayStyleguide: false, pageRoutes: [], journeys: [giftJourney] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'What membership would you like to gift?',
    );
  });

  it("a URL under a journey's base path that is none of its steps is not found", async () => {
    const router = renderTree('/members/gift/no-such-step', {
      displayStyleguide: false,
      pageRoutes: [],
      journeys: [giftJourney],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/client_error'));
  });

  it('without its journey the path is an unknown member path: to the dashboard (spec §2)', async () => {
    const router = renderTree('/members/gift', { displayStyleguide: false, pageRoutes: [], journeys: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/members/memberships'));
  });
});
