// `/members/join…` (ROUTES.md): the purchase flow under the public `/members` route (decision 079). The
// machine's input comes from the URL (?promotion, ?activation, ?refId), the session, the spec §3 cart in
// localStorage and today's date; the landing URL's ad tracking is captured; the address search the
// contact screen asks for is built on api/; the chart's `exit` output decides where the boater goes.
import { createRoute, Outlet, useParams, useRouter, type AnyRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { ApiClient } from '@/api/client';
import { captureAdTracking } from '@/flows/ad-tracking';
import { buildFlowRoutes } from '@/flows/flow-route';
import { parsePlace, parseSuggestions } from '@/flows/home-port.actors';
import { purchaseFlow } from '@/flows/purchase.flow';
import { clearFlow } from '@/flows/runner/flow-persistence';
import { clearCart, loadCart, type PurchaseCart } from '@/flows/purchase-storage';
import type { PurchaseInput } from '@/machines/purchase.machine';
import type { SavedCart } from '@/machines/purchase/purchase-types';
import type { MembershipType, TrailerCareChoice } from '@/machines/purchase/membership-types';
import { AddressSearchProvider, type AddressSearch } from '@/screens/purchase/address-search';
import { useSession } from '@/src/auth/session-context';
import { config } from '@/src/config';
import { Spinner } from '@/ui/spinner';
import type { RouterContext } from './router-context';

export const PURCHASE_PATH = purchaseFlow.basePath;
export const RENEWAL_PICKER_PATH = '/members/select-your-membership/renew-membership';

const TRAILER_CARE: readonly string[] = ['Trailer Care Plus', 'Trailer Care', 'Do not upgrade'];

/** The stored cart in the chart's shape (the chart validates what it uses). */
export function savedCartOf(cart: PurchaseCart | null): SavedCart | null {
  if (!cart) return null;
  const trailerCare = cart.trailerCare === 'No Trailer Care' ? 'Do not upgrade' : cart.trailerCare;
  return {
    membershipType: cart.membershipType as MembershipType | null,
    trialType: cart.trialType as MembershipType | null,
    trailerCareType: TRAILER_CARE.includes(trailerCare ?? '') ? (trailerCare as TrailerCareChoice) : null,
    application: {
      accountId: cart.application?.account ?? null,
      contactId: cart.application?.contact ?? null,
      membershipId: cart.application?.membership ?? null,
    },
    promotionCode: cart.promotionCode,
    activationCode: cart.activationCode,
  };
}

/** Spec §3/§4: a code from the query, else the saved one; `refId` from the query. */
export function purchaseInputOf(options: {
  search: URLSearchParams;
  signedIn: boolean;
  accountId: string | null;
  cart: PurchaseCart | null;
  today: string;
  supportPhone: string;
}): PurchaseInput {
  const { search, cart } = options;
  const promotion = search.get('promotion')?.trim() || null;
  const activation = search.get('activation')?.trim() || null;
  const fromQuery = promotion !== null || activation !== null;
  return {
    signedIn: options.signedIn,
    accountId: options.accountId,
    promotionCode: fromQuery ? promotion : (cart?.promotionCode ?? null),
    activationCode: fromQuery ? (promotion ? null : activation) : (cart?.activationCode ?? null),
    referralId: search.get('refId')?.trim() || null,
    today: options.today,
    saved: savedCartOf(cart),
    supportPhone: options.supportPhone,
  };
}

/** The machine's input once the session is known (undefined before: the route shows a spinner). */
function usePurchaseInput(): PurchaseInput | undefined {
  const session = useSession();
  const scope = JSON.stringify(useParams({ strict: false }));
  // Read once, on arrival: later URL changes (the flow's own steps) never restart the chart.
  const [landing] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    captureAdTracking(search, window.localStorage, Date.now());
    // A landing URL with a code starts the purchase over with that code (decision 079); without one, a
    // purchase under way in this tab resumes where it was.
    if (search.has('promotion') || search.has('activation'))
      clearFlow(purchaseFlow as never, window.sessionStorage, scope);
    return { search, cart: loadCart(window.localStorage), today: new Date().toISOString().slice(0, 10) };
  });
  const signedIn = session.status === 'signed-in';
  const accountId = session.status === 'signed-in' ? session.user.account_id : null;
  const input = useMemo(
    () =>
      purchaseInputOf({
        ...landing,
        signedIn,
        accountId,
        supportPhone: config.supportPhone,
      }),
    [landing, signedIn, accountId],
  );
  return session.status === 'loading' ? undefined : input;
}

/** Spec §6/§7 address search for the contact step, on the same place calls as the home-port wizard. */
export function addressSearchOf(api: ApiClient): AddressSearch {
  return {
    async suggest(text, signal) {
      const { data, error } = await api.GET('/google_places', {
        params: { query: { input: text } },
        querySerializer: (q: { input?: string }) =>
          `input=${(q.input ?? '').trim().split(/\s+/).map(encodeURIComponent).join('+')}`,
        signal,
      });
      if (error !== undefined || data === undefined) throw new Error('Address search failed');
      return parseSuggestions(data);
    },
    async details(placeId, signal) {
      const { data, error } = await api.GET('/googleplacesdetails/{id}', {
        params: { path: { id: placeId } },
        signal,
      });
      const place = error === undefined ? parsePlace(data) : null;
      if (!place) throw new Error('Place details failed');
      return place;
    },
  };
}

function PurchaseFrame() {
  const router = useRouter();
  const api = (router.options.context as RouterContext).api;
  const search = useMemo(() => addressSearchOf(api), [api]);
  return (
    <AddressSearchProvider value={search}>
      <Outlet />
    </AddressSearchProvider>
  );
}

/** Where the chart's `exit` output sends the boater (spec §2, decision 079). */
export function exitTarget(next: string): { href: string; external?: boolean; clearCart?: boolean } {
  switch (next) {
    case 'signOut':
      return { href: '/logout' };
    case 'providerSite':
      return { href: config.providerSite, external: true };
    case 'renewalPicker':
      return { href: RENEWAL_PICKER_PATH };
    case 'loginAndRenew':
      return { href: `/login?return_to=${encodeURIComponent(RENEWAL_PICKER_PATH)}` };
    default:
      // 'signUpLogin': confirming clears the cart and signs up, returning to the member portal.
      return { href: `/login?return_to=${encodeURIComponent('/members')}`, clearCart: true };
  }
}

export function buildPurchaseRoutes(parent: AnyRoute): AnyRoute {
  const frame = createRoute({ getParentRoute: () => parent, id: 'purchase-frame', component: PurchaseFrame });
  const flow = buildFlowRoutes(purchaseFlow as never, frame, {
    parentPath: '/members',
    getApi: (context) => (context as RouterContext).api,
    useInput: usePurchaseInput,
    pending: <Spinner label="Checking your memberships…" />,
    onDone: (output, navigate) => {
      const target = exitTarget((output as { next?: string } | null)?.next ?? 'signUpLogin');
      if (target.clearCart) clearCart(window.localStorage);
      if (target.external) window.location.assign(target.href);
      else navigate(target.href);
    },
  });
  return frame.addChildren([flow]);
}
