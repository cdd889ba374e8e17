// Field state with Modular Forms over a form's valibot schema (decision 121). Each field is checked once
// it has been left (or on submit) and again as it is corrected; the messages are checkForm's, the same the
// chart's guard and error assignment give, so a screen and its chart never disagree.
import { useForm, type FieldValues, type FormErrors, type PartialValues } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type ReactNode } from 'react';
import type { GenericSchema } from 'valibot';
import { formErrors } from '@/machines/forms/form-schema';

/**
 * A Modular Forms store validated by `schema` (which may change with the screen's context, e.g. a business
 * purchase); `initialValues` are what the chart kept (typed text survives an error, an 'Edit', a reload).
 * `alongside`: values the schema checks that are not fields of the screen (a boat's home port, set by the
 * home-port wizard); their messages stay the chart's.
 */
export function useSchemaForm<TValues extends FieldValues, TAlongside extends object = Record<never, never>>(
  schema: GenericSchema<TValues & TAlongside, unknown>,
  initialValues: PartialValues<TValues>,
  alongside?: TAlongside,
) {
  const current = useRef({ schema, alongside });
  current.current = { schema, alongside };
  return useForm<TValues>({
    initialValues,
    validateOn: 'touched',
    revalidateOn: 'change',
    validate: (values): FormErrors<TValues> =>
      formErrors(current.current.schema, { ...values, ...current.current.alongside }),
  });
}

/** Renders `children` with signal reads tracked, so a field re-renders when its value or error changes. */
export function Tracked({ children }: { children: () => ReactNode }) {
  useSignals();
  return <>{children()}</>;
}
