// The card and billing address fieldsets of every card charge of a journey: the purchase's and renewal's
// payment step and the upgrades' (spec §5 Payment), inside the card payment form, which holds the typed
// values and sends them on submit; the messages are its chart's (card schema, billing schema), hidden
// once their field is edited.
import type { Dispatch, SetStateAction } from 'react';
import { CheckboxField } from '@/ui/checkbox-field';
import type { CardFields } from '@/machines/forms/card-form';
import type { FieldErrors } from '@/machines/forms/form-schema';
import type { BillingAddress } from '@/machines/purchase/billing-form';
import { BillingFields } from './billing-fields';
import { CardEntry } from './card-entry';

export interface CardBillingFieldsetsProps {
  card: CardFields;
  setCard: Dispatch<SetStateAction<CardFields>>;
  billing: BillingAddress;
  setBilling: Dispatch<SetStateAction<BillingAddress>>;
  errors: { card: FieldErrors; billing: FieldErrors };
  /** The 'same as' box's label; null when there is no address to bill to but the one typed. */
  sameAsLabel: string | null;
  disabled?: boolean;
}

export function CardBillingFieldsets({
  card,
  setCard,
  billing,
  setBilling,
  errors,
  sameAsLabel,
  disabled,
}: CardBillingFieldsetsProps) {
  return (
    <>
      <fieldset className="purchase-form__group">
        <legend>Credit Card</legend>
        <CardEntry card={card} setCard={setCard} errors={errors.card} disabled={disabled} />
      </fieldset>
      <fieldset className="purchase-form__group">
        <legend>Billing Address</legend>
        {sameAsLabel !== null && (
          <CheckboxField
            label={sameAsLabel}
            checked={billing.sameAsShipping}
            onChange={(e) => setBilling((b) => ({ ...b, sameAsShipping: e.target.checked }))}
          />
        )}
        {!billing.sameAsShipping && (
          <BillingFields billing={billing} errors={errors.billing} onChange={setBilling} />
        )}
      </fieldset>
    </>
  );
}
