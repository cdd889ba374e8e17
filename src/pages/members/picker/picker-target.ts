// Where a picker's output sends the member: the chosen membership's own flow (docs/routes.md), with the
// reset-cart flag as `reset_cart` (query keys are snake_case, spec §2), or back to the Member Center.
import type { PickerOutput } from '@/machines/membership-picker.machine';
import { membershipPaths } from '../membership-links';

export const MEMBER_CENTER_PATH = '/members';

export function pickerTarget(output: PickerOutput): string {
  if (output.next === 'memberCenter') return MEMBER_CENTER_PATH;
  const paths = membershipPaths(output.sfid);
  const base =
    output.workflow === 'renew'
      ? paths.renew
      : output.workflow === 'lakeToGold'
        ? paths.lakeToGold
        : paths.trailerCare;
  return output.resetCart ? `${base}?reset_cart=true` : base;
}
