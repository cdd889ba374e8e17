// existing_member (spec §5 'Registration'): the fields are held with Modular Forms on the chart's schema (a
// message once a field is left, cleared as it is corrected); 'Register' sends the values to the chart,
// which decides with the same schema, and focus goes to the first invalid field (decision 126).
import { getValues, toCustom, validate } from '@modular-forms/react';
import { EXPIRATION_DATE_LENGTH, maskExpirationDate } from '@/machines/registration/expiration-date';
import { registrationSchema } from '@/machines/registration/registration-form';
import { useSchemaForm } from '@/screens/forms/schema-form';
import { StoreTextField, type PathFormStore } from '@/screens/forms/store-fields';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { REGISTRATION_HEADING, type RegistrationScreenProps } from './registration-screen-props';

/** Spec §5: the expiry is masked MM/DD/YYYY as it is typed. */
const DATE_MASK = toCustom<string>((value) => maskExpirationDate(value ?? ''), { on: 'change' });

/** existing_member: membership number and expiry (spec §5), masked MM/DD/YYYY as typed. */
export function ExistingMemberScreen({ snapshot, send }: RegistrationScreenProps) {
  const { context } = snapshot;
  const verifying = snapshot.hasTag('submitting');
  const [form] = useSchemaForm(registrationSchema, {
    membershipNumber: context.membershipNumber,
    expirationDate: context.expirationDate,
  });
  const chart = useFreshErrors(context.errors);
  const field = { form: form as unknown as PathFormStore, chart, autoComplete: 'off', required: true };
  return (
    <section className="registration">
      <h1>{REGISTRATION_HEADING}</h1>
      <p className="page-intro">
        Already a member? Link your membership to your login: enter your membership number and your membership
        expiration date as they appear on your membership card.
      </p>
      <Card title="Your Membership">
        <form
          className="registration__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const typed = getValues(form);
            send({
              type: 'registration.submit',
              values: {
                membershipNumber: typed.membershipNumber ?? '',
                expirationDate: typed.expirationDate ?? '',
              },
            });
            void validate(form, { shouldFocus: true });
          }}
        >
          <StoreTextField {...field} name="membershipNumber" label="Membership Number" />
          <StoreTextField
            {...field}
            name="expirationDate"
            label="Membership Expiration Date"
            hint="MM/DD/YYYY"
            inputMode="numeric"
            placeholder="MM/DD/YYYY"
            maxLength={EXPIRATION_DATE_LENGTH}
            transform={DATE_MASK}
          />
          <div className="button-row">
            <Button type="submit" busy={verifying}>
              {verifying ? 'Verifying…' : 'Register'}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
