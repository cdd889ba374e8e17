// A draft kept between submits (a page-run chart's form, decision 125) keeps only the last submit's
// messages that the kept values still earn: a corrected field loses its message in the chart too, so a
// reload does not bring it back.
import type * as v from 'valibot';
import { formErrors, type FieldErrors } from './form-schema';

export function errorsStillHeld<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
  shown: FieldErrors,
): FieldErrors {
  return Object.fromEntries(Object.entries(formErrors(schema, values)).filter(([field]) => field in shown));
}
