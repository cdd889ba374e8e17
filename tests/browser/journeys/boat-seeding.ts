// Boats the boat journeys start from, added through the sandbox API as the signed-in member (the page's
// session gives the token) so a journey never depends on what an earlier journey left: the removal journeys
// always have a boat to remove, the form journeys a boat of the other-boat form to edit.
import type { Page } from 'playwright-core';
import { REQUEST_TOKEN, REQUEST_TOKEN_HEADER } from '@/sandbox/http/request-token';

export const SAG_HARBOR_PORT = {
  home_port_type__c: 'Marina',
  marina_name__c: 'Sag Harbor Yacht Yard',
  address__c: '1 Bay Street, Sag Harbor, NY 11963, USA',
  home_port_city__c: 'Sag Harbor',
  home_port_state__c: 'NY',
  home_port_country__c: 'US',
  geolocation__latitude__s: 41.0,
  geolocation__longitude__s: -72.29,
};

/** Adds an Active boat with `fields` to the membership, as the member signed in on `page`. */
export async function addBoatAsMember(page: Page, membership: string, fields: Record<string, unknown>) {
  const headers = { [REQUEST_TOKEN_HEADER]: REQUEST_TOKEN, 'Content-Type': 'application/json' };
  const problem = await page.evaluate(
    async ({ headers, body }) => {
      const session = await fetch('/api/login/session/authorization', { headers, credentials: 'include' });
      const { access_token: token } = (await session.json()) as { access_token: string };
      const answer = await fetch('/api/boats', {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return answer.ok ? null : `${answer.status} ${await answer.text()}`;
    },
    { headers, body: { ...SAG_HARBOR_PORT, related_membership__c: membership, ...fields } },
  );
  if (problem) throw new Error(`Could not add a boat for the journey: ${problem}`);
}
