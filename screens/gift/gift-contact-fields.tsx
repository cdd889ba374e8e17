// The contact fields of partner spec §3 'Recipient and billing contact', shared by the recipient step
// (names and e-mail only for a digital gift) and the billing form, held by the screen's Modular Forms store
// under `at` ('recipient.', 'billing.'). The messages are the store's schema's (the chart's gift schemas)
// once a field is left or on submit; `chart` adds the chart's of the last submit until the field is edited.
import { GIFT_CONTACT_LABELS } from '@/machines/gift/gift-schemas';
import type { GiftContact } from '@/machines/gift/gift-types';
import { PHONE_MASK } from '@/screens/forms/phone-mask';
import type { ChartErrors } from '@/screens/forms/schema-field-props';
import { CountrySelect, StateSelect, StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';

export interface GiftContactFieldsProps {
  form: PathFormStore;
  /** The contact's path in the form's values, with its trailing dot. */
  at: 'recipient.' | 'billing.';
  /** Address and phone as well (a mailed recipient, billing). */
  withAddress: boolean;
  /** autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  chart: ChartErrors;
  disabled?: boolean;
}

export function GiftContactFields({
  form,
  at,
  withAddress,
  section,
  chart,
  disabled,
}: GiftContactFieldsProps) {
  const field = (name: keyof GiftContact, autoComplete?: string) => ({
    form,
    name: `${at}${name}`,
    label: GIFT_CONTACT_LABELS[name],
    disabled,
    chart,
    required: true,
    ...(autoComplete ? { autoComplete: `${section} ${autoComplete}` } : {}),
  });
  return (
    <>
      <div className="purchase-form__row">
        <StoreTextField {...field('firstName', 'given-name')} />
        <StoreTextField {...field('lastName', 'family-name')} />
      </div>
      <div className="purchase-form__row">
        <StoreTextField {...field('email', 'email')} type="email" inputMode="email" />
        {withAddress && (
          <StoreTextField {...field('phone', 'tel')} type="tel" inputMode="tel" transform={PHONE_MASK} />
        )}
      </div>
      {withAddress && (
        <>
          <StoreTextField {...field('address', 'street-address')} />
          <div className="purchase-form__row">
            <StoreTextField {...field('city', 'address-level2')} />
            <StateSelect {...field('state')} countryPath={`${at}country`} />
          </div>
          <div className="purchase-form__row">
            <StoreTextField {...field('postalCode', 'postal-code')} />
            <CountrySelect {...field('country')} statePath={`${at}state`} />
          </div>
        </>
      )}
    </>
  );
}
