// The business's own fields of companion spec §3 'Business form fields' (name, description, phone, public
// e-mail, website), the same in the participant application and the partner's business profile, held by
// the form's Modular Forms store (decision 121); `chart` adds the chart's messages of the last submit.
import { DESCRIPTION_MAX } from '@/machines/partner/application-form';
import { PHONE_FIELD } from './phone-mask';
import type { ChartErrors } from './schema-field-props';
import { StoreTextAreaField, StoreTextField, type PathFormStore } from './store-fields';

export interface BusinessFieldsProps {
  form: PathFormStore;
  disabled: boolean;
  chart: ChartErrors;
}

export function BusinessFields({ form, disabled, chart }: BusinessFieldsProps) {
  const field = { form, disabled, chart };
  return (
    <>
      <StoreTextField
        {...field}
        name="businessName"
        label="Business Name"
        required
        autoComplete="organization"
      />
      <StoreTextAreaField
        {...field}
        name="description"
        label="Business Description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX}
      />
      <StoreTextField
        {...field}
        name="phone"
        label="Business Phone"
        required
        {...PHONE_FIELD}
        autoComplete="tel"
      />
      <StoreTextField {...field} name="publicEmail" label="Public E-mail" required type="email" />
      <StoreTextField
        {...field}
        name="websiteUrl"
        label="Website URL"
        type="url"
        hint="Starting with https:// or http://"
      />
    </>
  );
}
