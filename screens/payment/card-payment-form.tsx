// The card payment form of every card charge on a journey's payment step: the purchase's and renewal's
// and the upgrades' (member spec §5 Payment). It holds the typed card and billing address and sends them
// with 'payment.submit'; the chart checks them and charges once. The card lives only in this form's
// state: after a reload its fields start empty (the chart never stores them).
import { useState } from 'react';
import { Button } from '@/ui/button';
import { ErrorCodesAlert } from '@/ui/support-line';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import type { BillingAddress } from '@/machines/purchase/billing-form';
import { CardBillingFieldsets, type CardBillingFieldsetsProps } from './card-billing-fieldsets';

export type CardPaymentEvent =
  { type: 'payment.submit'; card: CardFields; billing: BillingAddress } | { type: 'step.back' };

export interface CardPaymentFormProps {
  /** The chart's card and billing address, the form's first values. */
  card: Partial<CardFields>;
  billing: BillingAddress;
  errors: CardBillingFieldsetsProps['errors'];
  /** The charge's failure codes, told through the error catalogue. */
  failureCodes: readonly string[];
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
  const { submitting, send } = props;
  const [card, setCard] = useState<CardFields>({ ...EMPTY_CARD, ...props.card });
  const [billing, setBilling] = useState<BillingAddress>(props.billing);
  return (
    <form
      noValidate
      className="purchase-form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'payment.submit', card, billing });
      }}
    >
      <CardBillingFieldsets
        card={card}
        setCard={setCard}
        billing={billing}
        setBilling={setBilling}
        errors={props.errors}
        sameAsLabel={props.sameAsLabel}
        disabled={props.lockWhileSubmitting && submitting}
      />
      <ErrorCodesAlert codes={props.failureCodes} />
      <div className="button-row">
        {props.showBack && (
          <Button variant="secondary" onClick={() => send({ type: 'step.back' })} disabled={submitting}>
            Back
          </Button>
        )}
        <Button type="submit" busy={submitting}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
