import type { SnapshotFrom } from 'xstate';
import {
  REFERRAL_HEADING,
  REFERRAL_MESSAGES,
  type ReferralEvent,
  type ReferralField,
  type referralMachine,
} from '@/machines/referral.machine';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { focusFirstInvalid } from '@/ui/focus-first-invalid';

export interface ReferralScreenProps {
  snapshot: SnapshotFrom<typeof referralMachine>;
  send: (event: ReferralEvent) => void;
}

const FIELDS: Array<{ field: ReferralField; label: string; type: string; autoComplete: string }> = [
  { field: 'firstName', label: 'First Name', type: 'text', autoComplete: 'off' },
  { field: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'off' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
];

/** 'Refer a Boater' (spec §2, §5): first, last name and a valid e-mail of the boater referred. */
export function ReferralScreen({ snapshot, send }: ReferralScreenProps) {
  const { fields, errors, submitError, thanked } = snapshot.context;
  const sending = snapshot.hasTag('submitting');
  return (
    <section className="referral">
      <h1>{REFERRAL_HEADING}</h1>
      <p className="page-intro">
        Know a boater who should be a member? Tell us who they are and we will invite them. When they join,
        you earn a credit toward your next renewal.
      </p>
      {thanked && (
        <Alert kind="success" onDismiss={() => send({ type: 'thanks.dismiss' })}>
          {REFERRAL_MESSAGES.thanks}
        </Alert>
      )}
      {submitError && (
        <Alert kind="failure">
          <p className="referral__error">{submitError}</p>
        </Alert>
      )}
      <Card title="Boater's Information">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'referral.submit' });
            focusFirstInvalid(e.currentTarget);
          }}
        >
          {FIELDS.map(({ field, label, type, autoComplete }) => (
            <FormField
              key={field}
              label={label}
              name={field}
              type={type}
              autoComplete={autoComplete}
              required
              value={fields[field]}
              error={errors[field]}
              onChange={(e) => send({ type: 'field.change', field, value: e.target.value })}
            />
          ))}
          <div className="button-row">
            <Button type="submit" busy={sending}>
              {sending ? 'Sending…' : 'Refer a Boater'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
