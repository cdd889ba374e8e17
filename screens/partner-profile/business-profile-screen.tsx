// The partner's business profile form (companion spec §2.6, §5 'Partner business profile'): business name,
// description, phone, public e-mail and website, more than one location, public and mailing addresses, social
// links. The fields are
// held with Modular Forms on the chart's one schema (a message once a field is left, cleared as it is
// corrected, focus on the first invalid field on submit); the chart's messages of the last submit show in
// the same places until their field is edited; what is typed between submits is a draft kept over a
// reload (decision 124).
import { getValues, setValue, validate } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SnapshotFrom } from 'xstate';
import {
  businessProfileFormSchema,
  EMPTY_MAILING_ADDRESS,
  SOCIAL_LINKS,
  type BusinessProfileValues,
} from '@/machines/partner/business-profile-form';
import { APPLICATION_MESSAGES } from '@/machines/partner/application-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { AddressFieldset } from '@/screens/forms/address-fieldset';
import { BusinessFields } from '@/screens/forms/business-fields';
import { StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFormDraft } from '@/screens/forms/form-draft';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { ErrorCodesAlert } from '@/ui/support-line';

export const BUSINESS_PROFILE_FORM = 'Edit Business Information';
export const SAVE_BUSINESS_PROFILE = 'Save Business Information';

/** The name of an account's profile draft (decision 124). */
export const profileDraftKey = (sfid: string) => `partner-profile:${sfid}`;

export interface BusinessProfileScreenProps {
  snapshot: SnapshotFrom<typeof partnerProfileMachine>;
  send: (event: PartnerProfileEvent) => void;
  /** Closes the form unsaved (the account page's card); without it there is no Cancel. */
  onCancel?: () => void;
}

export function BusinessProfileScreen({ snapshot, send, onCancel }: BusinessProfileScreenProps) {
  // Whether the mailing address is asked follows its box as it is ticked.
  useSignals();
  const { context } = snapshot;
  const { failureCodes } = context;
  const submitting = snapshot.hasTag('submitting');
  // What is typed between submits is kept over a reload as a draft, per account (decision 124).
  const draft = useFormDraft(profileDraftKey(context.sfid), context.values);
  const [form, { Field }] = useSchemaForm(businessProfileFormSchema, draft.initial);
  const chart = useFreshErrors(context.errors, draft.restored);
  const valuesNow = () => ({ ...context.values, ...getValues(form) }) as BusinessProfileValues;
  const fields = { form: form as unknown as PathFormStore, disabled: submitting, chart };
  const address = (field: 'publicAddress' | 'mailingAddress', legend: string) => (
    <AddressFieldset
      {...fields}
      at={`${field}.`}
      legend={legend}
      section={field === 'publicAddress' ? 'shipping' : 'billing'}
    />
  );
  const same = getValues(form).mailingAddressSameAsPublic ?? context.values.mailingAddressSameAsPublic;
  return (
    <form
      noValidate
      className="partner-profile"
      aria-label={BUSINESS_PROFILE_FORM}
      // Every field's change bubbles here after Modular Forms has taken it: the draft follows the typing.
      onChange={() => draft.keep(valuesNow())}
      onSubmit={(e) => {
        e.preventDefault();
        draft.clear();
        send({ type: 'profile.submit', values: valuesNow() });
        void validate(form, { shouldFocus: true });
      }}
    >
      {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
      <BusinessFields {...fields} />
      <Field name="multipleLocation" type="boolean">
        {(field, props) => (
          <>
            <CheckboxField
              {...props}
              label="This business has more than one location"
              disabled={submitting}
              checked={field.value.value ?? false}
            />
            {field.value.value && <p className="page-intro">{APPLICATION_MESSAGES.multipleLocations}</p>}
          </>
        )}
      </Field>
      {address('publicAddress', 'Public Address')}
      <Field name="mailingAddressSameAsPublic" type="boolean">
        {(field, props) => (
          <CheckboxField
            {...props}
            label="Mailing address is the same as the public address"
            disabled={submitting}
            checked={field.value.value ?? false}
            onChange={(e) => {
              props.onChange(e);
              // Spec §5: the same address leaves no mailing address of its own.
              if (e.target.checked)
                for (const [part, value] of Object.entries(EMPTY_MAILING_ADDRESS))
                  setValue(form, `mailingAddress.${part}` as 'mailingAddress.city', value, {
                    shouldTouched: false,
                    shouldFocus: false,
                  });
            }}
          />
        )}
      </Field>
      {/* Kept mounted while not asked, so the form's values stay whole. */}
      <div hidden={same}>{address('mailingAddress', 'Mailing Address')}</div>
      <fieldset className="partner-profile__social">
        <legend>Social Links (optional)</legend>
        {SOCIAL_LINKS.map((social) => (
          <div key={social.field}>
            <StoreTextField {...fields} name={social.field} label={`${social.label} URL`} />
          </div>
        ))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" busy={submitting}>
          {SAVE_BUSINESS_PROFILE}
        </Button>
        {onCancel && (
          <Button
            variant="secondary"
            disabled={submitting}
            onClick={() => {
              draft.clear();
              onCancel();
            }}
          >
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
