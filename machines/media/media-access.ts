// Gated content (member spec §4, §6): where a refused private video or post sends the visitor. The server
// refuses (MEMBERS_ONLY, MEMBERSHIP_EXPIRED); the portal picks the way out from the refusal and, for a
// signed-in member, the statuses of the member's memberships.

export type MediaRefusal =
  /** No membership (or not signed in): the members' landing `/members/gated_content`. */
  | { kind: 'gated' }
  /** An Expired membership: the members-only prompt to renew. */
  | { kind: 'renew' }
  /** Do Not Renew or Cancelled: out to the provider's site. */
  | { kind: 'leave' };

const LEFT_STATUSES = ['Do Not Renew', 'Cancelled'];

/** The way out for a refusal's codes, or null when the codes are not a members-only refusal. */
export function mediaRefusal(
  codes: readonly string[],
  memberStatuses: readonly string[],
): MediaRefusal | null {
  if (codes.includes('MEMBERSHIP_EXPIRED')) return { kind: 'renew' };
  if (!codes.includes('MEMBERS_ONLY')) return null;
  return memberStatuses.some((status) => LEFT_STATUSES.includes(status))
    ? { kind: 'leave' }
    : { kind: 'gated' };
}
