// The card reprint form (member spec §5: a reason is required) as one valibot schema: one of the spec's
// reasons, else the spec's message.
import * as v from 'valibot';

export const REPRINT_REASONS = ['Lost', 'Damaged', 'Not received', 'Duplicate', 'Other'] as const;

export const REPRINT_REASON_REQUIRED = 'Please select a reason for your new card request.';

export const reprintSchema = v.object({ reason: v.picklist(REPRINT_REASONS, REPRINT_REASON_REQUIRED) });

/** The form as chosen ('' until a reason is picked) and as sent. */
export type ReprintForm = { reason: v.InferOutput<typeof reprintSchema>['reason'] | '' };
export type ReprintReason = v.InferOutput<typeof reprintSchema>['reason'];
