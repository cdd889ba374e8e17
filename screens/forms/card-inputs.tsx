// The card number, expiry (MM/YY) and security code inputs of spec §3 'Card form', shared by every card
// form: purchase payment, auto-renew enrolment and the payment-method update. Values and errors (the
// rules of machines/forms/card-form.ts, run by the caller's chart or page) come from the caller.
import type { CardErrors, CardFields } from '@/machines/forms/card-form';
import { FormField } from '@/ui/form-field';

export interface CardFieldsProps {
  values: CardFields;
  errors: CardErrors;
  onChange: (field: keyof CardFields, value: string) => void;
  disabled?: boolean;
}

export function CardFieldInputs({ values, errors, onChange, disabled }: CardFieldsProps) {
  return (
    <div className="card-inputs">
      <FormField
        label="Card Number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        required
        disabled={disabled}
        value={values.cardNumber}
        error={errors.cardNumber}
        onChange={(e) => onChange('cardNumber', e.target.value.replace(/[^\d\s]/g, ''))}
      />
      <div className="card-inputs__row">
        <FormField
          label="Expiration Date (MM/YY)"
          placeholder="MM/YY"
          name="cardExpirationDate"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          required
          disabled={disabled}
          value={values.cardExpirationDate}
          error={errors.cardExpirationDate}
          onChange={(e) => onChange('cardExpirationDate', maskExpiry(e.target.value))}
        />
        <FormField
          label="Security Code"
          hint="3 or 4 digits"
          name="securityCode"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          disabled={disabled}
          value={values.securityCode}
          error={errors.securityCode}
          onChange={(e) => onChange('securityCode', e.target.value)}
        />
      </div>
    </div>
  );
}

/** '1230' → '12/30' while typing (a mask only; the card rules check the date). */
function maskExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
