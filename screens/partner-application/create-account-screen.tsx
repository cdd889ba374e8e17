// Login creation after the application (companion spec §2.2, §5 'Login creation'): the e-mail read-only,
// a password meeting the rules and its confirmation; the create-and-link failure is the catalogue's text.
import type { SnapshotFrom } from 'xstate';
import { PASSWORD_RULES_TEXT } from '@/machines/forms/password-rules';
import { EMPTY_LOGIN } from '@/machines/partner/login-form';
import type { PartnerLoginEvent, partnerLoginMachine } from '@/machines/partner-login.machine';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert } from '@/ui/support-line';
import { CREATE_ACCOUNT_HEADING } from './partner-application-headings';

export interface CreateAccountScreenProps {
  snapshot: SnapshotFrom<typeof partnerLoginMachine>;
  send: (event: PartnerLoginEvent) => void;
}

export function CreateAccountScreen({ snapshot, send }: CreateAccountScreenProps) {
  const { email, errors, failureCodes } = snapshot.context;
  // A resumed run has its passwords stripped from storage.
  const values = { ...EMPTY_LOGIN, ...snapshot.context.values };
  const submitting = snapshot.hasTag('submitting');
  return (
    <div className="partner-apply">
      <h1>{CREATE_ACCOUNT_HEADING}</h1>
      <p className="page-intro">
        Your application is in. Choose a password to sign in to the programs portal with this e-mail address.
      </p>
      <Card>
        <form
          noValidate
          className="account-form"
          aria-label={CREATE_ACCOUNT_HEADING}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'login.submit' });
          }}
        >
          {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
          <FormField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            readOnly
            value={email}
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULES_TEXT}
            disabled={submitting}
            value={values.password}
            error={errors.password}
            onChange={(e) => send({ type: 'login.change', field: 'password', value: e.target.value })}
          />
          <FormField
            label="Confirm Password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            required
            disabled={submitting}
            value={values.passwordConfirmation}
            error={errors.passwordConfirmation}
            onChange={(e) =>
              send({ type: 'login.change', field: 'passwordConfirmation', value: e.target.value })
            }
          />
          <Button type="submit" busy={submitting}>
            Create Login
          </Button>
        </form>
      </Card>
    </div>
  );
}
