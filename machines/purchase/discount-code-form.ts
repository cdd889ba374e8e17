// The discount code form (member spec §5 Discount code form): one field, applied trimmed. 'Apply' stays
// disabled while the field is pristine or blank, so the spec gives no message; the chart ignores a blank
// code. Whether a code fits the purchase is the look-up's and code-rules.ts's answer, not the form's.
import * as v from 'valibot';

export const discountCodeSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty()) });

export type DiscountCodeForm = v.InferInput<typeof discountCodeSchema>;
