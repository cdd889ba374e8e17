// The card number, expiry (MM/YY) and security code inputs of spec §3 'Card form', shared by every card
// form (purchase, renewal and upgrades' payment, gift payment, auto-renew enrolment, the payment-method
// update), held by the caller's Modular Forms store wherever the card sits in its values (`''`, `'card.'`).
// The messages are the store's schema's (machines/forms/card-form.ts), once a field is left or on submit;
// `chart` adds those of the chart's last submit until the field is edited. Nothing here is stored.
import { toCustom } from '@modular-forms/react';
import type { CardFields } from '@/machines/forms/card-form';
import type { ChartErrors } from './schema-field-props';
import { StoreTextField, type PathFormStore } from './store-fields';

export interface CardInputsProps {
  form: PathFormStore;
  /** The card's path in the form's values, with its trailing dot ('' when the form is the card). */
  at: string;
  disabled?: boolean;
  /** The chart's messages of the last submit by field path, until the field is edited. */
  chart?: ChartErrors;
}

/** Digits and spaces only in the number; '1230' → '12/30' in the expiry (masks; the schema checks). */
const NUMBER_MASK = toCustom<string>((value) => (value ?? '').replace(/[^\d\s]/g, ''), { on: 'change' });
const EXPIRY_MASK = toCustom<string>((value) => maskExpiry(value ?? ''), { on: 'change' });

export function CardInputs({ form, at, disabled, chart }: CardInputsProps) {
  const field = (name: keyof CardFields) => ({
    form,
    name: `${at}${name}`,
    disabled,
    chart,
    inputMode: 'numeric' as const,
    required: true,
  });
  return (
    <div className="card-inputs">
      <StoreTextField
        {...field('cardNumber')}
        label="Card Number"
        autoComplete="cc-number"
        maxLength={19}
        transform={NUMBER_MASK}
      />
      <div className="card-inputs__row">
        <StoreTextField
          {...field('cardExpirationDate')}
          label="Expiration Date (MM/YY)"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          maxLength={5}
          transform={EXPIRY_MASK}
        />
        <StoreTextField
          {...field('securityCode')}
          label="Security Code"
          hint="3 or 4 digits"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
    </div>
  );
}

function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
