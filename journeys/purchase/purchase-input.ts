// The purchase chart's input (decision 079): from the landing URL (?promotion, ?activation, ?refId), the
// session, the spec §3 cart in localStorage and today's date, read once on arrival; the landing URL's ad
// tracking is captured then too.
import { useMemo, useState } from 'react';
import type { JourneyHost } from '@/flows/journey';
import { clearFlow } from '@/flows/runner/flow-persistence';
import type { PurchaseInput } from '@/machines/purchase.machine';
import type { MembershipType, TrailerCareChoice } from '@/machines/purchase/membership-types';
import type { SavedCart } from '@/machines/purchase/purchase-types';
import { keepAdLanding } from './ad-landing';
import { PURCHASE_PERSIST } from './purchase-persist';
import { loadCart, type PurchaseCart } from './purchase-storage';

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
export function usePurchaseInput(host: JourneyHost): PurchaseInput | undefined {
  // Read once, on arrival: later URL changes (the flow's own steps) never restart the chart.
  const [landing] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    // Kept for the ad-tracking rules, which load with the checkout's calls, not with the first screen.
    keepAdLanding(search, window.localStorage, Date.now());
    // A landing URL with a code starts the purchase over with that code (decision 079); without one, a
    // purchase under way in this tab resumes where it was.
    // (`{}`: the run's scope, the join URL's route params, of which it has none.)
    if (search.has('promotion') || search.has('activation'))
      clearFlow({ persist: PURCHASE_PERSIST }, window.sessionStorage, '{}');
    return { search, cart: loadCart(window.localStorage), today: new Date().toISOString().slice(0, 10) };
  });
  const { signedIn, accountId, supportPhone } = host;
  const input = useMemo(
    () => purchaseInputOf({ ...landing, signedIn: signedIn === true, accountId, supportPhone }),
    [landing, signedIn, accountId, supportPhone],
  );
  return signedIn === undefined ? undefined : input;
}
