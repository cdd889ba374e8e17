import { REGISTRATION_FAILURE_TITLE, REGISTRATION_MESSAGES } from '@/machines/registration.machine';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { REGISTRATION_HEADING, type RegistrationScreenProps } from './registration-screen-props';

/** error: the 'Registration Failure' modal (spec §4, §8): Retry Registration or OK (sign out). */
export function RegistrationFailureScreen({ send }: RegistrationScreenProps) {
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
        <p>{REGISTRATION_MESSAGES.failure}</p>
      </Dialog>
    </section>
  );
}
