import type { SnapshotFrom } from 'xstate';
import type { HomePortEvent, homePortMachine } from '@/machines/home-port.machine';

/** What every home-port screen gets from the flow runner: the snapshot to read and events to send. */
export interface HomePortScreenProps {
  snapshot: SnapshotFrom<typeof homePortMachine>;
  send: (event: HomePortEvent) => void;
}
