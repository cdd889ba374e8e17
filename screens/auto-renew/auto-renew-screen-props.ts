import type { SnapshotFrom } from 'xstate';
import type { AutoRenewEvent, autoRenewMachine } from '@/machines/auto-renew.machine';

/** What every auto-renew screen gets from the billing page: the snapshot to read and events to send. */
export interface AutoRenewScreenProps {
  snapshot: SnapshotFrom<typeof autoRenewMachine>;
  send: (event: AutoRenewEvent) => void;
}
