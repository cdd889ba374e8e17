// The card and billing address fieldsets of every card charge of a journey: the purchase's and renewal's
// payment step and the upgrades' (spec §5 Payment), inside the card payment form, which holds the typed
// values and sends them on submit; the messages are its chart's (card schema, billing schema), hidden
// once their field is edited.
import type { Dispatch, SetStateAction } from 'react';
import { CheckboxField } from '@/ui/checkbox-field';
import type { CardFields } from '@/machines/forms/card-form';
import type { FieldErrors } from '@/machines/forms/form-schema';
import type { BillingAddress } from '@/machines/purchase/billing-form';
import { CardFieldInputs } from '@/screens/forms/card-inputs';
import { BillingFields } from './billing-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';

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
  const cardErrors = useFreshErrors(errors.card);
  return (
    <>
      <fieldset className="purchase-form__group">
        <legend>Credit Card</legend>
        <CardFieldInputs
          values={card}
          disabled={disabled}
          errors={{
            cardNumber: cardErrors.errorOf('cardNumber'),
            cardExpirationDate: cardErrors.errorOf('cardExpirationDate'),
            securityCode: cardErrors.errorOf('securityCode'),
          }}
          onChange={(field, value) => {
            setCard((c) => ({ ...c, [field]: value }));
            cardErrors.edited([field]);
          }}
        />
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
