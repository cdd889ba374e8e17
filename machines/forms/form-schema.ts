// One valibot schema per form (issue 13): the chart's submit guard and its error assignment both call
// `checkForm`, so the chart stays the one place that decides whether a step may advance, and the screen's
// field state validates with the same schema. Field errors are the first message per field, keyed by the
// field's dotted path (`boat.year`, or `year` for a flat form). Pipes do not abort early: a cross-field rule
// (`v.forward(v.partialCheck(…))`) still speaks while other fields are wrong, as the spec's forms did; the
// first message of a field is the one kept.
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** A text field that must not be blank: trimmed on output, `message` when nothing is left. */
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** The field errors without `field`'s: what a chart keeps when that field is edited after a submit. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  const { [field]: _edited, ...rest } = errors;
  return rest;
}

export type FormCheck<TSchema extends v.GenericSchema> =
  { ok: true; output: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors };

export function checkForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): FormCheck<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field errors of a form (empty when it is valid): what a chart's error assignment keeps. */
export function formErrors<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): FieldErrors {
  const check = checkForm(schema, input);
  return check.ok ? {} : check.errors;
}

/** True when the form does not pass its schema: what a chart's submit guard asks. */
export const formInvalid = <TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): boolean =>
  !checkForm(schema, input).ok;

/** The output of a form the chart already checked (its saved shape); throws when it does not pass. */
export const formOutput = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> => v.parse(schema, input);
