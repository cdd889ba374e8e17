import type { SnapshotFrom } from 'xstate';
import type { BoatFormEvent, boatFormMachine } from '@/machines/boat-form.machine';
import type { BoatRemovalEvent, boatRemovalMachine } from '@/machines/boat-removal.machine';

/** What the boat-form screens get from the page: the snapshot to read and events to send. */
export interface BoatFormScreenProps {
  snapshot: SnapshotFrom<typeof boatFormMachine>;
  send: (event: BoatFormEvent) => void;
}

/** What the removal dialog gets from the page. */
export interface BoatRemovalScreenProps {
  snapshot: SnapshotFrom<typeof boatRemovalMachine>;
  send: (event: BoatRemovalEvent) => void;
}
