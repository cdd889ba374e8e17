// 'Refer a Boater' (spec §2, §5): the fields are held with Modular Forms on the chart's schema (a message
// once a field is left, cleared as it is corrected); the button sends the values to the chart, which
// decides with the same schema, and focus goes to the first invalid field (decision 126). A sent referral
// empties the form.
import { getValues, reset, validate } from '@modular-forms/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  REFERRAL_HEADING,
  REFERRAL_MESSAGES,
  type ReferralEvent,
  type ReferralField,
  type referralMachine,
} from '@/machines/referral.machine';
import { EMPTY_REFERRAL, referralSchema } from '@/machines/referral/referral-form';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

export interface ReferralScreenProps {
  snapshot: SnapshotFrom<typeof referralMachine>;
  send: (event: ReferralEvent) => void;
}

const FIELDS: Array<{ field: ReferralField; label: string; type: string }> = [
  { field: 'firstName', label: 'First Name', type: 'text' },
  { field: 'lastName', label: 'Last Name', type: 'text' },
  { field: 'email', label: 'Email', type: 'email' },
];

/** 'Refer a Boater' (spec §2, §5): first, last name and a valid e-mail of the boater referred. */
export function ReferralScreen({ snapshot, send }: ReferralScreenProps) {
  const { fields, errors, submitError, thanked } = snapshot.context;
  const sending = snapshot.hasTag('submitting');
  const [form] = useSchemaForm(referralSchema, fields);
  const chart = useFreshErrors(errors);
  // A sent referral empties the form (the chart's fields are emptied with it).
  useEffect(() => {
    if (thanked) reset(form, { initialValues: EMPTY_REFERRAL });
  }, [form, thanked]);
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
          // The thanks are for the referral sent: typing the next one puts them away.
          onInput={() => {
            if (thanked) send({ type: 'thanks.dismiss' });
          }}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'referral.submit', fields: { ...EMPTY_REFERRAL, ...getValues(form) } });
            void validate(form, { shouldFocus: true });
          }}
        >
          {FIELDS.map(({ field: name, label, type }) => (
            <StoreTextField
              key={name}
              form={form as unknown as PathFormStore}
              chart={chart}
              name={name}
              label={label}
              type={type}
              autoComplete="off"
              required
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
