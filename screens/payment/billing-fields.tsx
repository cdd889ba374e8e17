// The billing address when it differs from the contact address (spec §4, §5).
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import type { BillingAddress, PurchaseErrors } from '@/machines/purchase/purchase-types';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';

export interface BillingFieldsProps {
  billing: BillingAddress;
  errors: PurchaseErrors['billing'];
  onChange: (next: (previous: BillingAddress) => BillingAddress) => void;
}

export function BillingFields({ billing, errors, onChange }: BillingFieldsProps) {
  const { errorOf, edited } = useFreshErrors(errors);
  const set = (patch: Partial<BillingAddress>) => {
    onChange((b) => ({ ...b, ...patch }));
    edited(Object.keys(patch));
  };
  return (
    <>
      <FormField
        label="Billing Street Address"
        required
        autoComplete="billing street-address"
        value={billing.street}
        error={errorOf('street')}
        onChange={(e) => set({ street: e.target.value })}
      />
      <div className="purchase-form__row">
        <FormField
          label="Billing City"
          required
          autoComplete="billing address-level2"
          value={billing.city}
          error={errorOf('city')}
          onChange={(e) => set({ city: e.target.value })}
        />
        <SelectField
          label="Billing State"
          required
          placeholder="Select state..."
          options={statesOf(billing.country).map((r) => ({ value: r.code, label: r.name }))}
          value={billing.state}
          error={errorOf('state')}
          onChange={(e) => set({ state: e.target.value })}
        />
      </div>
      <div className="purchase-form__row">
        <FormField
          label="Billing Postal Code"
          required
          autoComplete="billing postal-code"
          value={billing.postalCode}
          error={errorOf('postalCode')}
          onChange={(e) => set({ postalCode: e.target.value })}
        />
        <SelectField
          label="Billing Country"
          required
          placeholder={SELECT_COUNTRY}
          options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
          value={billing.country}
          error={errorOf('country')}
          onChange={(e) => set({ country: e.target.value, state: '' })}
        />
      </div>
    </>
  );
}
