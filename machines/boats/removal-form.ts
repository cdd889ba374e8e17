// The remove-boat form (member spec §3 `removalReason`, `newPrimary`; §5 Remove boat) as one valibot schema:
// a reason always; for the primary boat, a new primary among the boats offered.
import * as v from 'valibot';
import { REMOVAL_REASONS } from './boat-list';

export const REMOVAL_MESSAGES = {
  reasonRequired: 'Reason for removal is required.',
  newPrimaryRequired: 'You must select a new primary boat',
} as const;

export interface RemovalForm {
  removalReason: string;
  newPrimary: string;
}

/** `choices`: the sfids the new primary may be; null when the boat removed is not the primary. */
export function removalSchema(choices: readonly string[] | null) {
  return v.object({
    removalReason: v.picklist(REMOVAL_REASONS, REMOVAL_MESSAGES.reasonRequired),
    newPrimary:
      choices === null
        ? v.pipe(
            v.string(),
            v.transform(() => null),
          )
        : v.picklist(choices, REMOVAL_MESSAGES.newPrimaryRequired),
  });
}
