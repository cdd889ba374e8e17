// The tree's switches: the styleguide flag and the flow-route slot replacing placeholders.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { createSession } from '@/src/auth/session';
import { SessionContext } from '@/src/auth/session-context';
import type { FlowRouteEntry } from '@/src/router/flow-routes';
import { buildRouteTree } from '@/src/router/route-tree';

function renderTree(path: string, options: Parameters<typeof buildRouteTree>[0]) {
  const api = createApiClient({
    baseUrl: 'http://portal.test/api',
    requestToken: 't',
    getAccessToken: () => null,
    getApp: () => 'members',
    onHttpFailure: () => undefined,
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
    context: { api, session, queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return router;
}

describe('route tree', () => {
  it('shows the styleguide when its flag is on', async () => {
    renderTree('/styleguide', { displayStyleguide: true, flowRoutes: [] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Styleguide');
  });

  it('a flow route replaces the placeholder of the same path', async () => {
    const joinFlow: FlowRouteEntry = {
      parent: 'members',
      path: '/members/join',
      build: (parent) =>
        createRoute({
          getParentRoute: () => parent,
          path: 'join',
          component: () => <h1>Membership Advisor</h1>,
        }),
    };
    renderTree('/members/join', { displayStyleguide: false, flowRoutes: [joinFlow] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Membership Advisor');
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });
});
