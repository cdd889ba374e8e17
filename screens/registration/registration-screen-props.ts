import type { SnapshotFrom } from 'xstate';
import type { RegistrationEvent, registrationMachine } from '@/machines/registration.machine';

/** What every registration screen gets from the flow: the snapshot to read and events to send. */
export interface RegistrationScreenProps {
  snapshot: SnapshotFrom<typeof registrationMachine>;
  send: (event: RegistrationEvent) => void;
}

export const REGISTRATION_HEADING = 'Member Portal Registration';
