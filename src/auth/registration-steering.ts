// Spec §6: a signed-in login without an account id claim is steered to registration — to new_member when
// navigation state holds a membership number and expiration date (it verifies at once), else to
// existing_member — keeping the query string. Where the member was going rides along in navigation
// state, so a finished registration continues there.

const REGISTRATION_BASE_PATH = '/members/registration';
export const REGISTRATION_EXISTING_MEMBER_PATH = `${REGISTRATION_BASE_PATH}/existing_member`;
export const REGISTRATION_NEW_MEMBER_PATH = `${REGISTRATION_BASE_PATH}/new_member`;
export const DEFAULT_REGISTRATION_RETURN = '/members';

/** Navigation-state keys registration reads (set by whoever hands a new membership over). */
export interface RegistrationNavigationState {
  membershipNumber?: string;
  membershipExpirationDate?: string;
  registrationReturnTo?: string;
}

export interface SteeringLocation {
  pathname: string;
  searchStr: string;
  hash?: string;
  state: unknown;
}

const textAt = (state: unknown, key: keyof RegistrationNavigationState): string | null => {
  if (!state || typeof state !== 'object' || !(key in state)) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The membership number and expiration date navigation state holds, when it holds both. */
export function navigationMembershipOf(
  state: unknown,
): { membershipNumber: string; expirationDate: string } | null {
  const membershipNumber = textAt(state, 'membershipNumber');
  const expirationDate = textAt(state, 'membershipExpirationDate');
  return membershipNumber && expirationDate ? { membershipNumber, expirationDate } : null;
}

/**
 * Where a finished registration continues: the page the member was steered away from, same-site only and
 * never registration itself.
 */
export function registrationReturnOf(state: unknown): string {
  const target = textAt(state, 'registrationReturnTo');
  const usable =
    target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith(REGISTRATION_BASE_PATH);
  return usable ? target : DEFAULT_REGISTRATION_RETURN;
}

/** The registration URL (query string kept) and the navigation state to take there. */
export function registrationSteering(location: SteeringLocation): {
  href: string;
  state: RegistrationNavigationState;
} {
  const membership = navigationMembershipOf(location.state);
  const path = membership ? REGISTRATION_NEW_MEMBER_PATH : REGISTRATION_EXISTING_MEMBER_PATH;
  return {
    href: `${path}${location.searchStr}`,
    state: {
      ...(membership
        ? {
            membershipNumber: membership.membershipNumber,
            membershipExpirationDate: membership.expirationDate,
          }
        : {}),
      registrationReturnTo: `${location.pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
    },
  };
}
