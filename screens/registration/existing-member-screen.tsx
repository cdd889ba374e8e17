import { EXPIRATION_DATE_LENGTH } from '@/machines/registration/expiration-date';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { REGISTRATION_HEADING, type RegistrationScreenProps } from './registration-screen-props';
import { focusFirstInvalid } from '@/ui/focus-first-invalid';

/** existing_member: membership number and expiry (spec §5), masked MM/DD/YYYY as typed. */
export function ExistingMemberScreen({ snapshot, send }: RegistrationScreenProps) {
  const { membershipNumber, expirationDate, errors } = snapshot.context;
  const verifying = snapshot.hasTag('submitting');
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
            send({ type: 'registration.submit' });
            focusFirstInvalid(e.currentTarget);
          }}
        >
          <FormField
            label="Membership Number"
            name="membershipNumber"
            autoComplete="off"
            required
            value={membershipNumber}
            error={errors.membershipNumber}
            onChange={(e) => send({ type: 'membershipNumber.change', value: e.target.value })}
          />
          <FormField
            label="Membership Expiration Date"
            name="membershipExpirationDate"
            hint="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/DD/YYYY"
            maxLength={EXPIRATION_DATE_LENGTH}
            required
            value={expirationDate}
            error={errors.expirationDate}
            onChange={(e) => send({ type: 'expirationDate.change', value: e.target.value })}
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
