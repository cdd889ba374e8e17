// The card payment form of every card charge on a journey's payment step: the purchase's and renewal's
// and the upgrades' (member spec §5 Payment). Modular Forms holds the typed card and billing address on the
// form's one schema (the chart's card schema for this charge beside the billing address): a field's message
// shows once it is left and clears as it is corrected; 'payment.submit' carries the values, the chart
// checks them with the same schemas and charges once, and focus goes to the first invalid field. The
// chart's messages of the last submit show in the same places until their field is edited. The card lives
// only in this form's state: after a reload its fields start empty (the chart never stores them).
import { getValues, validate } from '@modular-forms/react';
import { useMemo } from 'react';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import type { FieldErrors } from '@/machines/forms/form-schema';
import type { BillingAddress } from '@/machines/purchase/billing-form';
import { CardInputs } from '@/screens/forms/card-inputs';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { errorsAtPaths } from '@/screens/forms/schema-field-props';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { BillingFields } from './billing-fields';
import {
  cardPaymentSchema,
  type CardPaymentValues,
  type CardSchema,
} from '@/machines/purchase/card-payment-form';
import { PaymentFormFrame } from './payment-form-frame';

export type CardPaymentEvent =
  { type: 'payment.submit'; card: CardFields; billing: BillingAddress } | { type: 'step.back' };

export interface CardPaymentFormProps {
  /** The chart's card and billing address, the form's first values. */
  card: Partial<CardFields>;
  billing: BillingAddress;
  /** The chart's card schema for this charge (it depends on the amount due and automatic renewal). */
  cardSchema: CardSchema;
  /** The chart's messages of the last submit, keyed by card and billing field. */
  errors: { card: FieldErrors; billing: FieldErrors };
  /** The charge's failure codes, told through the error catalogue. */
  failureCodes: readonly string[];
  /** The 'same as' box's label; null when there is no address to bill to but the one typed. */
  sameAsLabel: string | null;
  submitLabel: string;
  submitting: boolean;
  /** Whether Back shows (the chart may not allow it). */
  showBack: boolean;
  /** Whether the fields lock while the charge runs. */
  lockWhileSubmitting?: boolean;
  send: (event: CardPaymentEvent) => void;
}

export function CardPaymentForm(props: CardPaymentFormProps) {
  const { submitting, send, errors } = props;
  const schema = useMemo(() => cardPaymentSchema(props.cardSchema), [props.cardSchema]);
  const [form] = useSchemaForm<CardPaymentValues>(schema, {
    card: { ...EMPTY_CARD, ...props.card },
    billing: props.billing,
  });
  const chartMessages = useMemo(
    () => errorsAtPaths({ card: errors.card, billing: errors.billing }),
    [errors.card, errors.billing],
  );
  const chart = useFreshErrors(chartMessages);
  const disabled = props.lockWhileSubmitting && submitting;
  return (
    <PaymentFormFrame
      onSubmit={() => {
        const values = getValues(form) as Partial<CardPaymentValues>;
        send({
          type: 'payment.submit',
          card: { ...EMPTY_CARD, ...values.card },
          billing: { ...props.billing, ...values.billing },
        });
        void validate(form, { shouldFocus: true });
      }}
      failureCodes={props.failureCodes}
      submitLabel={props.submitLabel}
      submitting={submitting}
      onBack={props.showBack ? () => send({ type: 'step.back' }) : null}
    >
      <fieldset className="purchase-form__group">
        <legend>Credit Card</legend>
        <CardInputs form={form as unknown as PathFormStore} at="card." disabled={disabled} chart={chart} />
      </fieldset>
      <BillingFields form={form} sameAsLabel={props.sameAsLabel} chart={chart} disabled={disabled} />
    </PaymentFormFrame>
  );
}
