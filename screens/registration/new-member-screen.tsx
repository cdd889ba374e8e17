import { Spinner } from '@/ui/spinner';
import { REGISTRATION_HEADING, type RegistrationScreenProps } from './registration-screen-props';

/** new_member: verifies at once with the number and date from navigation state (spec §2). */
export function NewMemberScreen({ snapshot }: RegistrationScreenProps) {
  return (
    <section className="registration">
      <h1>{REGISTRATION_HEADING}</h1>
      <p className="page-intro">Linking membership {snapshot.context.membershipNumber} to your login.</p>
      <Spinner label="Verifying your membership…" />
    </section>
  );
}
