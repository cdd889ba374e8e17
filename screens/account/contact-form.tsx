// The contact form (Add Contact and Edit Contact): renders the contact-edit chart's context and sends
// its events; every rule and message comes from the chart (spec §5 "Contact form").
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  CONTACT_RELATIONSHIPS,
  PARTNER_CONTACT_ROLES,
  type ContactValues,
} from '@/machines/account/contact-form';
import type { ContactEditEvent, contactEditMachine } from '@/machines/contact-edit.machine';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
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

export function ContactForm({ snapshot, send, label }: ContactFormProps) {
  const { context } = snapshot;
  const { values, errors } = context;
  const busy = snapshot.hasTag('submitting');
  const change = (next: Partial<ContactValues>) => send({ type: 'contact.change', values: next });
  const text = (field: 'firstName' | 'lastName' | 'email' | 'homePhone' | 'mobilePhone') => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: HTMLInputElement }) => change({ [field]: e.currentTarget.value }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({ type: 'contact.submit' });
    // Focus the first field the chart flagged, once the messages are on screen.
    window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const emailChange = snapshot.children.emailChange as EmailChangeActor | undefined;

  return (
    <form className="account-form" aria-label={label} noValidate onSubmit={onSubmit}>
      {context.failure && <Alert kind="failure">{context.failure}</Alert>}
      <div className="account-form__row">
        <FormField label="First Name" required autoComplete="given-name" {...text('firstName')} />
        <FormField label="Last Name" required autoComplete="family-name" {...text('lastName')} />
      </div>
      {!context.isPrimary && (
        <SelectField
          label={context.memberContact ? 'Relationship' : 'Role'}
          required={context.contact === null}
          placeholder={context.memberContact ? 'Select relationship...' : 'Select role...'}
          options={context.memberContact ? RELATIONSHIP_OPTIONS : ROLE_OPTIONS}
          value={values.relationship}
          error={errors.relationship}
          onChange={(e) => change({ relationship: e.currentTarget.value })}
        />
      )}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required={context.isPrimary}
        readOnly={context.emailLocked}
        hint={emailHint(context)}
        {...text('email')}
      />
      <div className="account-form__row">
        <FormField
          label="Home Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="(xxx) xxx-xxxx"
          {...text('homePhone')}
        />
        <FormField
          label="Mobile Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="(xxx) xxx-xxxx"
          {...text('mobilePhone')}
        />
      </div>
      {context.memberContact && (
        <fieldset className="account-form__preferences">
          <legend>Communication Preferences</legend>
          {(Object.keys(PREFERENCE_LABELS) as Array<keyof typeof PREFERENCE_LABELS>).map((field) => (
            <CheckboxField
              key={field}
              label={PREFERENCE_LABELS[field]}
              checked={values[field]}
              onChange={(e) => change({ [field]: e.currentTarget.checked })}
            />
          ))}
          <CheckboxField
            label="SMS Opt-In (text messages to the mobile phone)"
            checked={values.smsOptIn}
            error={errors.smsOptIn}
            onChange={(e) => change({ smsOptIn: e.currentTarget.checked })}
          />
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
