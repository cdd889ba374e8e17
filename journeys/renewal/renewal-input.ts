// The renewal chart's input (decision 142): the membership from the URL ($sfid), the picker's reset-cart
// flag (`?reset_cart=true`), the session's account and today's date, read once on arrival. A reset starts
// the renewal over: the run kept for this membership is dropped, and the flag leaves the address, so coming
// back to this entry (the error page's 'Retry Request', a reload) resumes the run instead (decision 115).
import { useEffect, useMemo, useState } from 'react';
import type { JourneyHost } from '@/flows/journey';
import { clearFlow } from '@/flows/runner/flow-persistence';
import type { RenewalInput } from '@/machines/renewal.machine';

export const RENEWAL_PERSIST = {
  key: 'renewal',
  version: 1,
  sensitive: ['cardNumber', 'cardExpirationDate', 'securityCode'],
};

const SFID_IN_PATH = /^\/members\/memberships\/([^/]+)\/renew(?:\/|$)/;

/** The membership a renewal URL is about, or null for any other page. */
export const renewalSfidOf = (pathname: string): string | null => SFID_IN_PATH.exec(pathname)?.[1] ?? null;

/** Drops the run kept for this membership (its scope is the route params, as the runner keys it). */
export function clearKeptRenewal(sfid: string): void {
  clearFlow({ persist: RENEWAL_PERSIST }, window.sessionStorage, JSON.stringify({ sfid }));
}

export function renewalInputOf(options: {
  pathname: string;
  search: URLSearchParams;
  accountId: string | null;
  today: string;
  supportPhone: string;
}): RenewalInput {
  const sfid = decodeURIComponent(renewalSfidOf(options.pathname) ?? '');
  return {
    signedIn: true,
    accountId: options.accountId,
    promotionCode: null,
    activationCode: null,
    referralId: null,
    today: options.today,
    saved: null,
    supportPhone: options.supportPhone,
    renew: { sfid, resetCart: options.search.get('reset_cart') === 'true' },
  };
}

export function useRenewalInput(host: JourneyHost): RenewalInput | undefined {
  const [landing] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    const pathname = window.location.pathname;
    const sfid = renewalSfidOf(pathname);
    if (search.get('reset_cart') === 'true' && sfid) clearKeptRenewal(sfid);
    return { search, pathname, today: new Date().toISOString().slice(0, 10) };
  });
  const { signedIn, accountId, supportPhone, dropFromAddress } = host;
  useEffect(() => dropFromAddress('reset_cart'), [dropFromAddress]);
  const input = useMemo(
    () => renewalInputOf({ ...landing, accountId, supportPhone }),
    [landing, accountId, supportPhone],
  );
  return signedIn === undefined ? undefined : input;
}

/** Spec §2: the confirmation's button reloads the memberships and goes to the portal root. */
export function leaveRenewal(): void {
  window.location.assign('/members');
}
