// Wires the portal together: one typed client, the session, the query cache and the router.
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { createApiClient, type ApiClient } from '@/api/client';
import { useMemo, useSyncExternalStore } from 'react';
import { describeErrorCodes, errorTextsLoaded, onErrorTextsLoaded } from '@/api/error-texts';
import { SupportLineProvider, type SupportLine } from '@/ui/support-line';
import { createSession } from './auth/session';
import { createQueryClientLoader } from './shell/query-client-loader';
import { SessionContext } from './auth/session-context';
import { config } from './config';
import { beaconJourneySteps } from '@/api/journey-beacon';
import { recordJourneySteps } from '@/flows/runner/journey-recording';
import { createAppRouter, type AppRouter } from './router/create-app-router';

export interface PortalOptions {
  history?: RouterHistory;
  /** Overrides for tests: API root (absolute outside a browser), fetch, and leaving for another site. */
  apiBase?: string;
  fetch?: (request: Request) => Promise<Response>;
  assignLocation?: (url: string) => void;
}

export function createPortal(options: PortalOptions = {}) {
  // The session, the client and the router refer to each other through closures called after setup.
  const assignLocation = options.assignLocation ?? ((url: string) => window.location.assign(url));
  const session = createSession({
    api: () => api,
    storage: window.sessionStorage,
    assignLocation,
    callbackUrl: '/post_login',
  });
  const api: ApiClient = createApiClient({
    baseUrl: options.apiBase ?? config.apiBase,
    requestToken: config.requestToken,
    getAccessToken: session.accessToken,
    getApp: () => (window.location.pathname.startsWith('/programs') ? 'programs' : 'members'),
    onHttpFailure: (target) => void router.navigate({ href: target }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  recordJourneySteps(beaconJourneySteps(options.apiBase ?? config.apiBase));
  const loadQueryClient = createQueryClientLoader();
  const router: AppRouter = createAppRouter(
    { api, loadQueryClient, session, assignLocation },
    options.history,
  );
  function Portal() {
    // What wizard screens (screens/, no api/ or config imports) need from the app (decision 075); a new
    // value once the catalogue's texts arrive, so a failure shown before then is worded again.
    const textsLoaded = useSyncExternalStore(onErrorTextsLoaded, errorTextsLoaded);
    const supportLine = useMemo<SupportLine>(
      () => ({
        phone: config.supportPhone,
        describeCodes: (codes) => describeErrorCodes(codes, config.supportPhone),
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts behind describeErrorCodes changed
      [textsLoaded],
    );
    return (
      <SessionContext.Provider value={session}>
        <SupportLineProvider value={supportLine}>
          <RouterProvider router={router} />
        </SupportLineProvider>
      </SessionContext.Provider>
    );
  }

  return { Portal, router, session, api, loadQueryClient };
}
