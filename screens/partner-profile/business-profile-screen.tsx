// The partner's business profile form (companion spec §2.6, §5 'Partner business profile'): business name,
// description, phone, public e-mail and website, public and mailing addresses, social links; every message
// comes from the chart's one schema.
import type { SnapshotFrom } from 'xstate';
import { addressErrorsAt } from '@/machines/forms/address-errors-at';
import type { AddressValues } from '@/machines/forms/address-form';
import { DESCRIPTION_MAX } from '@/machines/partner/application-form';
import { SOCIAL_LINKS, type BusinessProfileChange } from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { BillingAddressFields } from '@/screens/auto-renew/billing-address-fields';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { TextAreaField } from '@/ui/text-area-field';

export const BUSINESS_PROFILE_FORM = 'Edit Business Information';
export const SAVE_BUSINESS_PROFILE = 'Save Business Information';

export interface BusinessProfileScreenProps {
  snapshot: SnapshotFrom<typeof partnerProfileMachine>;
  send: (event: PartnerProfileEvent) => void;
  /** Closes the form unsaved (the account page's card); without it there is no Cancel. */
  onCancel?: () => void;
}

type TextField = Extract<BusinessProfileChange, { value: string }>['field'];

export function BusinessProfileScreen({ snapshot, send, onCancel }: BusinessProfileScreenProps) {
  const { values, errors, failureCodes } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  const change = (c: BusinessProfileChange) => send({ type: 'field.change', ...c } as PartnerProfileEvent);
  const text = (field: TextField, label: string, extra: { type?: string; hint?: string } = {}) => (
    <FormField
      label={label}
      required={['businessName', 'phone', 'publicEmail'].includes(field)}
      disabled={submitting}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => change({ field, value: e.target.value })}
      {...extra}
    />
  );
  const address = (field: 'publicAddress' | 'mailingAddress', legend: string) => (
    <BillingAddressFields
      legend={legend}
      section={field === 'publicAddress' ? 'shipping' : 'billing'}
      values={values[field]}
      errors={addressErrorsAt(errors, field)}
      disabled={submitting}
      onChange={(part: keyof AddressValues, value: string) => change({ field, value: { [part]: value } })}
    />
  );
  return (
    <form
      noValidate
      className="partner-profile"
      aria-label={BUSINESS_PROFILE_FORM}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'profile.submit' });
      }}
    >
      {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
      {text('businessName', 'Business Name')}
      <TextAreaField
        label="Business Description"
        required
        rows={4}
        maxLength={DESCRIPTION_MAX}
        disabled={submitting}
        value={values.description}
        error={errors.description}
        onChange={(e) => change({ field: 'description', value: e.target.value })}
      />
      {text('phone', 'Business Phone', { type: 'tel' })}
      {text('publicEmail', 'Public E-mail', { type: 'email' })}
      {text('websiteUrl', 'Website URL', { hint: 'Starting with https:// or http://' })}
      {address('publicAddress', 'Public Address')}
      <CheckboxField
        label="Mailing address is the same as the public address"
        disabled={submitting}
        checked={values.mailingAddressSameAsPublic}
        onChange={(e) => change({ field: 'mailingAddressSameAsPublic', value: e.target.checked })}
      />
      {!values.mailingAddressSameAsPublic && address('mailingAddress', 'Mailing Address')}
      <fieldset className="partner-profile__social">
        <legend>Social Links (optional)</legend>
        {SOCIAL_LINKS.map((social) => (
          <div key={social.field}>{text(social.field, `${social.label} URL`)}</div>
        ))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" busy={submitting}>
          {SAVE_BUSINESS_PROFILE}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
