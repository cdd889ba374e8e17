// The partner's business profile form (companion spec §2.6, §5 'Partner business profile'): business name,
// description, phone, public e-mail and website, public and mailing addresses, social links. The fields are
// held with Modular Forms on the chart's one schema (a message once a field is left, cleared as it is
// corrected, focus on the first invalid field on submit); the chart's messages of the last submit show in
// the same places until their field is edited; what is typed between submits is a draft kept over a
// reload (decision 124).
import {
  getErrors,
  getValues,
  setValue,
  validate,
  type FieldElementProps,
  type FieldStore,
} from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ChangeEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { DESCRIPTION_MAX } from '@/machines/partner/application-form';
import {
  businessProfileFormSchema,
  EMPTY_MAILING_ADDRESS,
  SOCIAL_LINKS,
  type BusinessProfileValues,
} from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { PHONE_MASK } from '@/screens/forms/phone-mask';
import { AddressFieldset } from '@/screens/forms/address-fieldset';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { useFormDraft } from '@/screens/forms/form-draft';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { TextAreaField } from '@/ui/text-area-field';

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

type TextName =
  | 'businessName'
  | 'description'
  | 'phone'
  | 'publicEmail'
  | 'websiteUrl'
  | (typeof SOCIAL_LINKS)[number]['field'];
const REQUIRED: ReadonlySet<TextName> = new Set(['businessName', 'phone', 'publicEmail']);

export function BusinessProfileScreen({ snapshot, send, onCancel }: BusinessProfileScreenProps) {
  // Whether the mailing address is asked follows its box as it is ticked.
  useSignals();
  const { context } = snapshot;
  const { failureCodes } = context;
  const submitting = snapshot.hasTag('submitting');
  // What is typed between submits is kept over a reload as a draft, per account (decision 124).
  const draft = useFormDraft(profileDraftKey(context.sfid), context.values);
  const [form, { Field }] = useSchemaForm(businessProfileFormSchema, draft.initial);
  const { errorOf, edited } = useFreshErrors(context.errors, draft.restored);
  const valuesNow = () => ({ ...context.values, ...getValues(form) }) as BusinessProfileValues;
  // Read here, so this render follows each field's message as Modular Forms checks it.
  const fieldErrors: Partial<Record<string, string>> = getErrors(form);

  const text = (
    field: FieldStore<BusinessProfileValues, TextName>,
    props: FieldElementProps<BusinessProfileValues, TextName>,
  ) => ({
    ...props,
    required: REQUIRED.has(field.name),
    disabled: submitting,
    value: field.value.value ?? '',
    error: fieldErrors[field.name] || errorOf(field.name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      props.onChange(e);
      edited([field.name]);
    },
  });
  const input = (name: Exclude<TextName, 'description'>, label: string, extra: object = {}) => (
    <Field name={name} {...(name === 'phone' ? { transform: PHONE_MASK } : {})}>
      {(field, props) => <FormField label={label} {...text(field, props)} {...extra} />}
    </Field>
  );
  const address = (field: 'publicAddress' | 'mailingAddress', legend: string) => (
    <AddressFieldset
      form={form as unknown as PathFormStore}
      at={`${field}.`}
      legend={legend}
      section={field === 'publicAddress' ? 'shipping' : 'billing'}
      disabled={submitting}
      chart={{ errorOf, edited }}
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
      {input('businessName', 'Business Name')}
      <Field name="description">
        {(field, props) => (
          <TextAreaField
            label="Business Description"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            {...text(field, props)}
            required
          />
        )}
      </Field>
      {input('phone', 'Business Phone', { type: 'tel', inputMode: 'numeric', placeholder: '(xxx) xxx-xxxx' })}
      {input('publicEmail', 'Public E-mail', { type: 'email' })}
      {input('websiteUrl', 'Website URL', { hint: 'Starting with https:// or http://' })}
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
          <div key={social.field}>{input(social.field, `${social.label} URL`)}</div>
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
