// Where the purchase chart's `exit` output sends the boater (spec §2, decision 079).
import type { JourneyHost } from '@/flows/journey';
import { clearCart } from './purchase-storage';

export const RENEWAL_PICKER_PATH = '/members/select-your-membership/renew-membership';

export function exitTarget(
  next: string,
  providerSite: string,
): { href: string; external?: boolean; clearCart?: boolean } {
  switch (next) {
    case 'signOut':
      return { href: '/logout' };
    case 'providerSite':
      return { href: providerSite, external: true };
    case 'renewalPicker':
      return { href: RENEWAL_PICKER_PATH };
    case 'loginAndRenew':
      return { href: `/login?return_to=${encodeURIComponent(RENEWAL_PICKER_PATH)}` };
    case 'memberCenter':
      // 'Go to My Account': a buyer already signed in goes to the portal; the cart clears as on sign-up.
      return { href: '/members', clearCart: true };
    default:
      // 'signUpLogin': confirming clears the cart and signs up, returning to the member portal.
      return { href: `/login?return_to=${encodeURIComponent('/members')}`, clearCart: true };
  }
}

/** Finishing the purchase: leave for the exit's target (the provider's site in the same tab). */
export function leavePurchase(output: { next?: string } | null | undefined, host: JourneyHost): void {
  const target = exitTarget(output?.next ?? 'signUpLogin', host.providerSite);
  if (target.clearCart) clearCart(window.localStorage);
  if (target.external) window.location.assign(target.href);
  else host.navigate(target.href);
}
