// 'Automatic Renewal Enrollment' (spec §4, §5): card, billing address and the autorenewal agreement.
// The screen holds the card and address as typed, like the purchase's payment step, and the submit carries
// them; the messages are the chart's (card and address schemas), hidden once their field is edited, and
// focus goes to the first invalid field (decision 126). Server failures show the error catalogue's text
// above the form, which keeps what was typed.
import { useEffect, useRef, useState } from 'react';
import { autoRenewDate } from '@/machines/billing/auto-renew-lock';
import { changeAddress, type AddressValues } from '@/machines/forms/address-form';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { useSupportLine } from '@/ui/support-line';
import type { AutoRenewScreenProps } from './auto-renew-screen-props';
import { BillingAddressFields } from './billing-address-fields';
import { CardFieldInputs } from '@/screens/forms/card-inputs';
import { formatDate } from './format-date';
import { focusFirstInvalid } from '@/ui/focus-first-invalid';

export const AUTO_RENEW_ENROLMENT_HEADING = 'Automatic Renewal Enrollment';

export function AutoRenewEnrolmentScreen({ snapshot, send }: AutoRenewScreenProps) {
  const { describeCodes } = useSupportLine();
  const { cardErrors, addressErrors, agreementAccepted, agreementError, failureCodes } = snapshot.context;
  const { amount, expiry, today } = snapshot.context;
  // After a reload the card fields are gone from the context (never stored): an empty card.
  const [card, setCard] = useState<CardFields>({ ...EMPTY_CARD, ...snapshot.context.card });
  const [address, setAddress] = useState<AddressValues>(snapshot.context.address);
  const cardShown = useFreshErrors(cardErrors);
  const addressShown = useFreshErrors(addressErrors);
  const submitting = snapshot.hasTag('submitting');
  const failureBox = useRef<HTMLDivElement>(null);
  // A failed call: move focus (and the view) to its message above the form.
  useEffect(() => {
    if (failureCodes) failureBox.current?.focus();
  }, [failureCodes]);
  const chargeDate = formatDate(autoRenewDate(expiry ?? today));
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
      <form
        noValidate
        aria-label={AUTO_RENEW_ENROLMENT_HEADING}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'enrolment.submit', card, address });
          focusFirstInvalid(e.currentTarget);
        }}
      >
        <Card title="Credit Card Information">
          <CardFieldInputs
            values={card}
            errors={{
              cardNumber: cardShown.errorOf('cardNumber'),
              cardExpirationDate: cardShown.errorOf('cardExpirationDate'),
              securityCode: cardShown.errorOf('securityCode'),
            }}
            disabled={submitting}
            onChange={(field, value) => {
              setCard((c) => ({ ...c, [field]: value }));
              cardShown.edited([field]);
            }}
          />
          <BillingAddressFields
            values={address}
            errors={{
              streetAddress: addressShown.errorOf('streetAddress'),
              city: addressShown.errorOf('city'),
              state: addressShown.errorOf('state'),
              postalCode: addressShown.errorOf('postalCode'),
              country: addressShown.errorOf('country'),
            }}
            disabled={submitting}
            onChange={(field, value) => {
              setAddress((a) => changeAddress(a, { [field]: value }));
              addressShown.edited([field]);
            }}
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
        <div className="button-row">
          <Button type="submit" busy={submitting}>
            Enroll in Automatic Renewal
          </Button>
          <Button
            variant="secondary"
            disabled={submitting}
            onClick={() => send({ type: 'enrolment.cancel' })}
          >
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
