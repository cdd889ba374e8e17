// 'Automatic Renewal Enrollment' (spec §4, §5): card, billing address and the autorenewal agreement, in
// the card charge forms' shared frame and card inputs (decisions 126, 127). Modular Forms holds the card and
// address on the form's one schema (the chart's card schema beside the address schema): a field's message
// shows once it is left and clears as it is corrected; the submit carries the values as typed, the chart
// decides with the same schemas and focus goes to the first invalid field. The chart's messages of the last
// submit show in the same places until their field is edited. Server failures show the error catalogue's
// text above the form (like the billing page's other cards), which keeps what was typed.
import { getValues, validate } from '@modular-forms/react';
import { useEffect, useMemo, useRef } from 'react';
import { enrolmentFormSchema } from '@/machines/auto-renew.machine';
import { autoRenewDate } from '@/machines/membership/membership-status';
import type { BillingAddress } from '@/machines/billing/billing-address';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import { AddressFieldset } from '@/screens/forms/address-fieldset';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { CardInputs } from '@/screens/forms/card-inputs';
import { errorsAtPaths } from '@/screens/forms/schema-field-props';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { PaymentFormFrame } from '@/screens/payment/payment-form-frame';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { useSupportLine } from '@/ui/support-line';
import type { AutoRenewScreenProps } from './auto-renew-screen-props';
import { formatDate } from './format-date';

type EnrolmentValues = { card: CardFields; address: BillingAddress };

export const AUTO_RENEW_ENROLMENT_HEADING = 'Automatic Renewal Enrollment';

export function AutoRenewEnrolmentScreen({ snapshot, send }: AutoRenewScreenProps) {
  const { describeCodes } = useSupportLine();
  const { cardErrors, addressErrors, agreementAccepted, agreementError, failureCodes } = snapshot.context;
  const { amount, expiry, today } = snapshot.context;
  const schema = useMemo(() => enrolmentFormSchema({ today, expiry }), [today, expiry]);
  // After a reload the card fields are gone from the context (never stored): an empty card.
  const [form] = useSchemaForm<EnrolmentValues>(schema, {
    card: { ...EMPTY_CARD, ...snapshot.context.card },
    address: snapshot.context.address,
  });
  const chartMessages = useMemo(
    () => errorsAtPaths({ card: cardErrors, address: addressErrors }),
    [cardErrors, addressErrors],
  );
  const chart = useFreshErrors(chartMessages);
  const submitting = snapshot.hasTag('submitting');
  const failureBox = useRef<HTMLDivElement>(null);
  // A failed call: move focus (and the view) to its message above the form.
  useEffect(() => {
    if (failureCodes) failureBox.current?.focus();
  }, [failureCodes]);
  const chargeDate = formatDate(autoRenewDate(expiry, today));
  return (
    <section className="billing-card">
      <h1>{AUTO_RENEW_ENROLMENT_HEADING}</h1>
      <div ref={failureBox} tabIndex={-1}>
        {failureCodes && (
          <Alert kind="failure">
            <span className="billing-card__failure">{describeCodes(failureCodes)}</span>
          </Alert>
        )}
      </div>
      <PaymentFormFrame
        ariaLabel={AUTO_RENEW_ENROLMENT_HEADING}
        focusInvalid
        onSubmit={() => {
          const values = getValues(form) as Partial<EnrolmentValues>;
          send({
            type: 'enrolment.submit',
            card: { ...EMPTY_CARD, ...values.card },
            address: { ...snapshot.context.address, ...values.address },
          });
          // Focus goes to the first field marked invalid, the agreement's too (the frame's focusInvalid).
          void validate(form, { shouldFocus: false });
        }}
        submitLabel="Enroll in Automatic Renewal"
        submitting={submitting}
        onCancel={() => send({ type: 'enrolment.cancel' })}
      >
        <Card title="Credit Card Information">
          <CardInputs
            form={form as unknown as PathFormStore}
            at="card."
            disabled={submitting}
            chart={chart}
          />
          <AddressFieldset
            form={form as unknown as PathFormStore}
            at="address."
            legend="Billing Address"
            section="billing"
            disabled={submitting}
            chart={chart}
          />
        </Card>
        <Card title="Autorenewal Agreement">
          <p>
            Your membership will renew automatically each year at the then-current rate (now $
            {amount.toFixed(2)}). The card above is charged 10 days before the renewal date, first on{' '}
            {chargeDate}, and we e-mail you a notice before each renewal. You can unenroll at any time on this
            billing page.
          </p>
          <CheckboxField
            label="I accept the terms of the autorenewal agreement"
            name="autoRenewalAgreement"
            checked={agreementAccepted}
            disabled={submitting}
            error={agreementError ?? undefined}
            onChange={(e) => send({ type: 'agreement.toggle', accepted: e.target.checked })}
          />
        </Card>
      </PaymentFormFrame>
    </section>
  );
}
