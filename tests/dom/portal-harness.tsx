// Renders the whole portal (real router, session, client and middleware) at a path, with the API
// answered by a fake fetch, so component tests drive what a user sees.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createPortal } from '@/src/portal';
import { ClockProvider } from '@/src/shell/clock';

export const API = 'http://portal.test/api';

export type Answer = (request: Request, url: URL) => Response | Promise<Response> | undefined;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const GRACE = {
  sub: 'idp|grace',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  account_id: 'acc-grace',
  social: false,
};

export const signedInAnswers: Answer = (_request, url) => {
  if (url.pathname === '/api/login/session/cookie') return json(200, { cookie: true });
  if (url.pathname === '/api/login/session/authorization')
    return json(200, { claims: GRACE, access_token: 'token-grace', expires_in: 900 });
  if (url.pathname === '/api/login/session/logout') return json(200, {});
  return undefined;
};

export const signedOutAnswers: Answer = (_request, url) => {
  if (url.pathname === '/api/login/session/cookie')
    return json(404, { message: 'No Sea Tow Auth Cookie was found', codes: ['NO_COOKIE_FOUND'] });
  return undefined;
};

/**
 * The dashboard of GRACE, plus the two calls the dashboard pages make beside it: the associated-account
 * update (echoed) and the Savings Club teaser offers (none).
 */
export const dashboardAnswer =
  (memberships: unknown[], name = 'Grace Hopper'): Answer =>
  (request, url) => {
    if (url.pathname === `/api/dashboard/${GRACE.account_id}`)
      return json(200, { account: { name, account_detail_type__c: 'Customer - Retail' }, memberships });
    if (url.pathname === '/api/utility/associatedaccount' && request.method === 'PATCH') {
      return request
        .clone()
        .json()
        .then((body: { email: string; membership_number: string }) =>
          json(200, {
            email: body.email,
            membership_number__c: body.membership_number,
            account_id: GRACE.account_id,
          }),
        );
    }
    if (url.pathname === '/api/savingsclub/3randomnationaldeals/') return json(200, []);
    return undefined;
  };

export interface RenderedPortal {
  requests: Request[];
  leftFor: string[];
  portal: ReturnType<typeof createPortal>;
}

/**
 * Renders the portal at `path`; answers are tried in order, an unanswered call fails the test. `today`
 * pins the clock the pages read (ISO date).
 */
export async function renderPortal(
  path: string,
  answers: Answer[],
  { restore = true, today }: { restore?: boolean; today?: string } = {},
): Promise<RenderedPortal> {
  const requests: Request[] = [];
  const leftFor: string[] = [];
  const portal = createPortal({
    history: createMemoryHistory({ initialEntries: [path] }),
    apiBase: API,
    assignLocation: (url) => leftFor.push(url),
    fetch: async (request) => {
      requests.push(request);
      const url = new URL(request.url);
      for (const answer of answers) {
        const response = await answer(request, url);
        if (response) return response;
      }
      throw new Error(`No fake answer for ${request.method} ${url.pathname}`);
    },
  });
  render(
    today ? (
      <ClockProvider clock={{ today: () => today }}>
        <portal.Portal />
      </ClockProvider>
    ) : (
      <portal.Portal />
    ),
  );
  if (restore) await portal.session.restore();
  await screen.findByRole('main');
  return { requests, leftFor, portal };
}
