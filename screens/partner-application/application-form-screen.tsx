// The participant application (companion spec §2.2, §5 'Participant application'): the three programs,
// the business, its public and mailing addresses, the contact, the user name (Savings Club only), the
// multiple-locations note, the website URL and the terms; every message comes from the chart's one schema.
import type { SnapshotFrom } from 'xstate';
import type { AddressValues } from '@/machines/forms/address-form';
import { addressErrorsAt } from '@/machines/forms/address-errors-at';
import {
  APPLICATION_MESSAGES,
  DESCRIPTION_MAX,
  PROGRAMS,
  type ApplicationChange,
} from '@/machines/partner/application-form';
import type {
  PartnerApplicationEvent,
  partnerApplicationMachine,
} from '@/machines/partner-application.machine';
import { BillingAddressFields } from '@/screens/auto-renew/billing-address-fields';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { APPLICATION_HEADING } from './partner-application-headings';

export interface ApplicationFormScreenProps {
  snapshot: SnapshotFrom<typeof partnerApplicationMachine>;
  send: (event: PartnerApplicationEvent) => void;
}

export function ApplicationFormScreen({ snapshot, send }: ApplicationFormScreenProps) {
  const { values, errors, failureCodes } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  const change = (c: ApplicationChange) => send({ type: 'field.change', ...c } as PartnerApplicationEvent);
  const text = (
    field: Extract<ApplicationChange, { value: string }>['field'],
    label: string,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <FormField
      label={label}
      name={field}
      required={field !== 'websiteUrl'}
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
    <div className="partner-apply">
      <h1>{APPLICATION_HEADING}</h1>
      <p className="page-intro">
        Apply to take part in the Sea Tow programs. We review every application and will be in touch by e-mail
        within 72 hours.
      </p>
      <form
        noValidate
        aria-label={APPLICATION_HEADING}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'application.submit' });
        }}
      >
        {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
        <Card title="Programs">
          <fieldset
            className={`partner-apply__programs${errors.savingsClub ? ' checkbox-field--invalid' : ''}`}
            aria-describedby={errors.savingsClub ? 'programs-error' : undefined}
          >
            <legend>Which programs would you like to join?</legend>
            {PROGRAMS.map((program) => (
              <CheckboxField
                key={program.field}
                label={program.label}
                name={program.field}
                disabled={submitting}
                checked={values[program.field]}
                onChange={(e) => change({ field: program.field, value: e.target.checked })}
              />
            ))}
            {errors.savingsClub && (
              <p className="form-field__error" id="programs-error" role="alert">
                {errors.savingsClub}
              </p>
            )}
          </fieldset>
        </Card>
        <Card title="Business Information">
          {text('businessName', 'Business Name', { autoComplete: 'organization' })}
          <div className={`form-field${errors.description ? ' form-field--invalid' : ''}`}>
            <label className="form-field__label" htmlFor="partner-description">
              Business Description<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="partner-description"
              className="form-field__input"
              name="description"
              rows={4}
              maxLength={DESCRIPTION_MAX}
              required
              disabled={submitting}
              value={values.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'partner-description-error' : undefined}
              onChange={(e) => change({ field: 'description', value: e.target.value })}
            />
            {errors.description && (
              <p className="form-field__error" id="partner-description-error">
                {errors.description}
              </p>
            )}
          </div>
          {text('phone', 'Business Phone', { type: 'tel', autoComplete: 'tel' })}
          {text('publicEmail', 'Public E-mail', { type: 'email' })}
          {text('websiteUrl', 'Website URL', { type: 'url', hint: 'Starting with https:// or http://' })}
          <CheckboxField
            label="This business has more than one location"
            name="multipleLocation"
            disabled={submitting}
            checked={values.multipleLocation}
            onChange={(e) => change({ field: 'multipleLocation', value: e.target.checked })}
          />
          {values.multipleLocation && <p className="page-intro">{APPLICATION_MESSAGES.multipleLocations}</p>}
        </Card>
        <Card title="Address">
          {address('publicAddress', 'Public Address')}
          <CheckboxField
            label="Mailing address is the same as the public address"
            name="mailingAddressSameAsPublic"
            disabled={submitting}
            checked={values.mailingAddressSameAsPublic}
            onChange={(e) => change({ field: 'mailingAddressSameAsPublic', value: e.target.checked })}
          />
          {!values.mailingAddressSameAsPublic && address('mailingAddress', 'Mailing Address')}
        </Card>
        <Card title="Contact">
          {text('firstName', 'First Name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
          {text('contactEmail', 'Contact E-mail', { type: 'email', autoComplete: 'email' })}
          {text('contactPhone', 'Contact Phone', { type: 'tel' })}
          {values.savingsClub &&
            text('userName', 'User Name (E-mail)', {
              type: 'email',
              autoComplete: 'username',
              hint: 'You sign in to the programs portal with this e-mail address.',
            })}
        </Card>
        <CheckboxField
          label="I agree to the Savings Club terms: a minimum one-year term, quarterly review of offers, 30-day notice and automatic renewal."
          name="termsAgreement"
          disabled={submitting}
          checked={values.termsAgreement}
          error={errors.termsAgreement}
          onChange={(e) => change({ field: 'termsAgreement', value: e.target.checked })}
        />
        <Button type="submit" busy={submitting}>
          Submit Application
        </Button>
      </form>
    </div>
  );
}
