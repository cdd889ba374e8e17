// The contact form (Add Contact and Edit Contact, spec §5 "Contact form"): the fields are held with
// Modular Forms on the chart's own schema (a message once a field is left, cleared as it is corrected);
// 'Save Contact' sends the values to the contact-edit chart, which decides with the same schema and shows
// its messages, and focus goes to the first invalid field (decision 123).
import { getValues, setValue, validate } from '@modular-forms/react';
import { Fragment, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  CONTACT_RELATIONSHIPS,
  PARTNER_CONTACT_ROLES,
  type ContactValues,
} from '@/machines/account/contact-form';
import {
  contactEditSchema,
  type ContactEditEvent,
  type contactEditMachine,
} from '@/machines/contact-edit.machine';
import { formErrors } from '@/machines/forms/form-schema';
import { PHONE_FIELD } from '@/screens/forms/phone-mask';
import { schemaCheckbox } from '@/screens/forms/schema-checkbox';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { StoreSelectField, StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { EmailChangeDialog, type EmailChangeActor } from './email-change-dialog';

export interface ContactFormProps {
  snapshot: SnapshotFrom<typeof contactEditMachine>;
  send: (event: ContactEditEvent) => void;
  /** Names the form for assistive technology ('Add Contact', 'Edit Grace Goldman'). */
  label: string;
}

const RELATIONSHIP_OPTIONS = CONTACT_RELATIONSHIPS.map((r) => ({ value: r, label: r }));
const ROLE_OPTIONS = PARTNER_CONTACT_ROLES.map((r) => ({ value: r, label: r }));

export const PREFERENCE_LABELS = {
  seaTowNews: 'Sea Tow News',
  benefitsAndOffers: 'Benefits and Offers',
  localCaptainsCorner: "Local Captain's Corner",
} as const;

function emailHint(context: SnapshotFrom<typeof contactEditMachine>['context']): string | undefined {
  if (!context.isPrimary) return undefined;
  if (context.emailLocked && context.social)
    return 'You sign in with a social account, so this email is managed with your social login provider.';
  if (context.emailLocked) return 'This is the email you sign in with. Please call us to change it.';
  return 'This is also the email you sign in with: changing it signs you out.';
}

/** Spec §6 "Member accounts have extra email, SMS and push preferences" (the spec gives no label). */
export const MOBILE_PUSH_LABEL = 'Mobile Push Notifications';

type PreferenceName = keyof typeof PREFERENCE_LABELS | 'smsOptIn' | 'mobilePushOptIn';

export function ContactForm({ snapshot, send, label }: ContactFormProps) {
  const { context } = snapshot;
  const busy = snapshot.hasTag('submitting');
  const [form, { Field }] = useSchemaForm(contactEditSchema(context), context.values);
  const chart = useFreshErrors(context.errors);
  const { errorOf, edited } = chart;
  // A cancelled e-mail change puts the saved e-mail back in the chart: the field follows.
  const chartEmail = context.values.email;
  useEffect(() => {
    setValue(form, 'email', chartEmail, { shouldTouched: false, shouldFocus: false });
  }, [form, chartEmail]);
  const emailChange = snapshot.children.emailChange as EmailChangeActor | undefined;

  const fields = { form: form as unknown as PathFormStore, chart };
  const phone = { ...fields, ...PHONE_FIELD, autoComplete: 'tel' };
  /** A shown message that still holds with the values as they are now (SMS opt-in needs the mobile phone). */
  const stillWrong = (name: PreferenceName) =>
    formErrors(contactEditSchema(context), { ...context.values, ...getValues(form) })[name];
  const checkbox = (name: PreferenceName, checkboxLabel: string) => (
    <Field name={name} type="boolean">
      {(field, props) =>
        schemaCheckbox(field, props, {
          label: checkboxLabel,
          error: (own) => (own ? stillWrong(name) : errorOf(name)),
          onChange: () => edited([name]),
        })
      }
    </Field>
  );

  return (
    <form
      className="account-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'contact.submit', values: { ...context.values, ...getValues(form) } as ContactValues });
        void validate(form, { shouldFocus: true });
      }}
    >
      {context.failure && <Alert kind="failure">{context.failure}</Alert>}
      <div className="account-form__row">
        <StoreTextField {...fields} name="firstName" label="First Name" required autoComplete="given-name" />
        <StoreTextField {...fields} name="lastName" label="Last Name" required autoComplete="family-name" />
      </div>
      {!context.isPrimary && (
        <StoreSelectField
          {...fields}
          name="relationship"
          label={context.memberContact ? 'Relationship' : 'Role'}
          required={context.contact === null}
          placeholder={context.memberContact ? 'Select relationship...' : 'Select role...'}
          options={context.memberContact ? RELATIONSHIP_OPTIONS : ROLE_OPTIONS}
        />
      )}
      <StoreTextField
        {...fields}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required={context.isPrimary}
        readOnly={context.emailLocked}
        hint={emailHint(context)}
      />
      <div className="account-form__row">
        <StoreTextField {...phone} name="homePhone" label="Home Phone" />
        <StoreTextField
          {...phone}
          name="mobilePhone"
          label="Mobile Phone"
          // The SMS opt-in's message speaks of the mobile phone: correcting the phone answers it too.
          onEdited={() => edited(['smsOptIn'])}
        />
      </div>
      {context.memberContact && (
        <fieldset className="account-form__preferences">
          <legend>Communication Preferences</legend>
          {(Object.keys(PREFERENCE_LABELS) as Array<keyof typeof PREFERENCE_LABELS>).map((field) => (
            <Fragment key={field}>{checkbox(field, PREFERENCE_LABELS[field])}</Fragment>
          ))}
          {checkbox('smsOptIn', 'SMS Opt-In (text messages to the mobile phone)')}
          {checkbox('mobilePushOptIn', MOBILE_PUSH_LABEL)}
        </fieldset>
      )}
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : 'Save Contact'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'contact.cancel' })}>
          Cancel
        </Button>
      </div>
      {emailChange && <EmailChangeDialog actor={emailChange} />}
    </form>
  );
}
