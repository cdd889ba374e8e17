// The billing address of the card payment form (spec §4, §5): 'same as' the contact or account address, or
// five fields each required with its 'Billing …' label, held by the form's Modular Forms store. The messages
// are the form's schema's once a field is left or on submit; `chart` adds the chart's of the last submit
// until the field is edited. A new country clears the state (spec §5).
import { Field, getValue, type FormStore } from '@modular-forms/react';
import { BILLING_LABELS } from '@/machines/purchase/billing-form';
import { schemaCheckbox } from '@/screens/forms/schema-checkbox';
import type { ChartErrors } from '@/screens/forms/schema-field-props';
import { Tracked } from '@/screens/forms/schema-form';
import { CountrySelect, StateSelect, StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import type { CardPaymentValues } from '@/machines/purchase/card-payment-form';

export interface BillingFieldsProps {
  form: FormStore<CardPaymentValues, undefined>;
  /** The 'same as' box's label; null when there is no address to bill to but the one typed. */
  sameAsLabel: string | null;
  chart: ChartErrors;
  disabled?: boolean | undefined;
}

export function BillingFields({ form, sameAsLabel, chart, disabled }: BillingFieldsProps) {
  const field = (name: keyof typeof BILLING_LABELS) => ({
    form: form as unknown as PathFormStore,
    name: `billing.${name}`,
    label: BILLING_LABELS[name],
    disabled,
    chart,
  });
  return (
    <fieldset className="purchase-form__group">
      <legend>Billing Address</legend>
      <Field of={form} name="billing.sameAsShipping" type="boolean">
        {(store, props) =>
          sameAsLabel === null ? null : schemaCheckbox(store, props, { label: sameAsLabel, disabled })
        }
      </Field>
      <Tracked>
        {() =>
          getValue(form, 'billing.sameAsShipping') ? null : (
            <>
              <StoreTextField {...field('street')} required autoComplete="billing street-address" />
              <div className="purchase-form__row">
                <StoreTextField {...field('city')} required autoComplete="billing address-level2" />
                <StateSelect {...field('state')} countryPath="billing.country" />
              </div>
              <div className="purchase-form__row">
                <StoreTextField {...field('postalCode')} required autoComplete="billing postal-code" />
                <CountrySelect {...field('country')} statePath="billing.state" />
              </div>
            </>
          )
        }
      </Tracked>
    </fieldset>
  );
}
