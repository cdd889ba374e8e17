import {
  failureIsLimit,
  REGISTRATION_FAILURE_TITLE,
  REGISTRATION_MESSAGES,
  TOO_MANY_ATTEMPTS,
} from '@/machines/registration.machine';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useSupportLine } from '@/ui/support-line';
import { REGISTRATION_HEADING, type RegistrationScreenProps } from './registration-screen-props';

/** error: the 'Registration Failure' modal (spec §4, §8): Retry Registration or OK (sign out); after too many
 * wrong membership numbers it says how long to wait instead (decision 190). */
export function RegistrationFailureScreen({ snapshot, send }: RegistrationScreenProps) {
  const { describeCodes } = useSupportLine();
  return (
    <section className="registration">
      <h1>{REGISTRATION_HEADING}</h1>
      <Dialog
        open
        title={REGISTRATION_FAILURE_TITLE}
        actions={
          <>
            <Button onClick={() => send({ type: 'registration.retry' })}>Retry Registration</Button>
            <Button variant="secondary" onClick={() => send({ type: 'registration.signOut' })}>
              OK
            </Button>
          </>
        }
      >
        <p>
          {failureIsLimit(snapshot.context)
            ? describeCodes([TOO_MANY_ATTEMPTS])
            : REGISTRATION_MESSAGES.failure}
        </p>
      </Dialog>
    </section>
  );
}
