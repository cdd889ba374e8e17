// The contact fields of partner spec §3 'Recipient and billing contact', shared by the recipient step
// (names and e-mail only for a digital gift) and the billing form. Errors are the chart's (its valibot
// schemas), keyed `<prefix>.<field>`; a message goes as soon as its field is edited.
import { formatPhone } from '@/machines/forms/phone';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { GIFT_CONTACT_LABELS } from '@/machines/gift/gift-schemas';
import type { GiftContact } from '@/machines/gift/gift-types';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';

export interface GiftContactFieldsProps {
  values: GiftContact;
  errorOf: (field: keyof GiftContact) => string | undefined;
  onChange: (patch: Partial<GiftContact>) => void;
  /** Address and phone as well (a mailed recipient, billing). */
  withAddress: boolean;
  /** autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
}

export function GiftContactFields({
  values,
  errorOf,
  onChange,
  withAddress,
  section,
}: GiftContactFieldsProps) {
  const text = (field: keyof GiftContact, autoComplete: string, extra: object = {}) => (
    <FormField
      label={GIFT_CONTACT_LABELS[field]}
      name={`${section}-${field}`}
      required
      autoComplete={`${section} ${autoComplete}`}
      value={values[field]}
      error={errorOf(field)}
      onChange={(e) =>
        onChange({ [field]: field === 'phone' ? formatPhone(e.target.value) : e.target.value })
      }
      {...extra}
    />
  );
  return (
    <>
      <div className="purchase-form__row">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
      <div className="purchase-form__row">
        {text('email', 'email', { type: 'email', inputMode: 'email' })}
        {withAddress && text('phone', 'tel', { type: 'tel', inputMode: 'tel' })}
      </div>
      {withAddress && (
        <>
          {text('address', 'street-address')}
          <div className="purchase-form__row">
            {text('city', 'address-level2')}
            <SelectField
              label={GIFT_CONTACT_LABELS.state}
              required
              placeholder="Select state..."
              options={statesOf(values.country).map((r) => ({ value: r.code, label: r.name }))}
              value={values.state}
              error={errorOf('state')}
              onChange={(e) => onChange({ state: e.target.value })}
            />
          </div>
          <div className="purchase-form__row">
            {text('postalCode', 'postal-code')}
            <SelectField
              label={GIFT_CONTACT_LABELS.country}
              required
              placeholder={SELECT_COUNTRY}
              options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
              value={values.country}
              error={errorOf('country')}
              onChange={(e) => onChange({ country: e.target.value, state: '' })}
            />
          </div>
        </>
      )}
    </>
  );
}
