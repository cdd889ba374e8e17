// Which memberships a picker lists (member spec §2 'select-your-membership'): the renewal lists all of
// them, the membership upgrade only Lake Cards, the trailer-care upgrade the types that take trailer care
// (Gold Card, Lake Card) not already at the Plus level. Pure.
import { takesLakeToGold, takesTrailerCareUpgrade } from '../membership/upgrade-eligibility';

export type PickerWorkflow = 'renew' | 'lakeToGold' | 'trailerCare';

export const PICKER_WORKFLOWS: readonly PickerWorkflow[] = ['renew', 'lakeToGold', 'trailerCare'];

/** '{workflow}' of the picker's texts, named as the spec names the payment types (§4). */
export const WORKFLOW_NAMES: Record<PickerWorkflow, string> = {
  renew: 'Membership Renewal',
  lakeToGold: 'Membership Upgrade',
  trailerCare: 'Trailer Care Upgrade',
};

/** What a picker shows of a membership. */
export interface PickerMembership {
  sfid: string;
  membershipType: string;
  membershipNumber: string;
  expirationDate: string | null;
  trailerCareType: string | null;
  /** The primary boat's name, or null without a boat. */
  primaryBoat: string | null;
}

export function appliesTo(workflow: PickerWorkflow, membership: PickerMembership): boolean {
  switch (workflow) {
    case 'renew':
      return true;
    case 'lakeToGold':
      return takesLakeToGold(membership.membershipType);
    case 'trailerCare':
      return takesTrailerCareUpgrade(membership.membershipType, membership.trailerCareType);
  }
}

export function applicableMemberships(
  workflow: PickerWorkflow,
  memberships: readonly PickerMembership[],
): PickerMembership[] {
  return memberships.filter((m) => appliesTo(workflow, m));
}
