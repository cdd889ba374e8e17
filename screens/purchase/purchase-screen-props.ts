import type { SnapshotFrom } from 'xstate';
import type { purchaseMachine } from '@/machines/purchase.machine';
import type { PurchaseEvent } from '@/machines/purchase/purchase-types';
import type { renewalMachine } from '@/machines/renewal.machine';

/** What every purchase screen gets from the flow runner (same shape as FlowScreenProps). */
export interface PurchaseScreenProps {
  snapshot: PurchaseSnapshot;
  send: (event: PurchaseEvent) => void;
}

/** The purchase's, or the renewal's: both charts run the same steps on the same cart (decision 141). */
export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine> | SnapshotFrom<typeof renewalMachine>;
