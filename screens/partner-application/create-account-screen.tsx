// Login creation after the application (companion spec §2.2, §5 'Login creation'): the e-mail read-only,
// a password meeting the rules and its confirmation, held with Modular Forms on the chart's one schema (a
// message once a field is left, cleared as it is corrected); 'Create Login' sends them to the chart, which
// decides with the same schema (decision 124). The create-and-link failure is the catalogue's text, as a
// flash (spec §7).
import { getValue, getValues, validate } from '@modular-forms/react';
import type { SnapshotFrom } from 'xstate';
import { PASSWORD_RULES_TEXT } from '@/machines/forms/password-rules';
import { EMPTY_LOGIN, loginSchema } from '@/machines/partner/login-form';
import type { PartnerLoginEvent, partnerLoginMachine } from '@/machines/partner-login.machine';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useFailureFlash } from '@/ui/failure-flash';
import { FormField } from '@/ui/form-field';
import { CREATE_ACCOUNT_HEADING } from './partner-application-headings';

export interface CreateAccountScreenProps {
  snapshot: SnapshotFrom<typeof partnerLoginMachine>;
  send: (event: PartnerLoginEvent) => void;
}

export function CreateAccountScreen({ snapshot, send }: CreateAccountScreenProps) {
  const { email, errors, failureCodes } = snapshot.context;
  // A resumed run has its passwords stripped from storage: they start empty.
  const [form] = useSchemaForm(loginSchema, { ...EMPTY_LOGIN, ...snapshot.context.values });
  const chart = useFreshErrors(errors);
  const submitting = snapshot.hasTag('submitting');
  // Spec §7: create-and-link's failure is a flash message.
  useFailureFlash(failureCodes);
  const password = {
    form: form as unknown as PathFormStore,
    chart,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    disabled: submitting,
  };
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
            send({ type: 'login.submit', values: { ...EMPTY_LOGIN, ...getValues(form) } });
            void validate(form, { shouldFocus: true });
          }}
        >
          <FormField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            readOnly
            value={email}
          />
          <StoreTextField
            {...password}
            name="password"
            label="Password"
            hint={PASSWORD_RULES_TEXT}
            onEdited={() => {
              chart.edited(['passwordConfirmation']);
              // The confirmation is compared with the password: once typed, it is re-checked.
              if (getValue(form, 'passwordConfirmation'))
                void validate(form, 'passwordConfirmation', { shouldFocus: false });
            }}
          />
          <StoreTextField {...password} name="passwordConfirmation" label="Confirm Password" />
          <Button type="submit" busy={submitting}>
            Create Login
          </Button>
        </form>
      </Card>
    </div>
  );
}
