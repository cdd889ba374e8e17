import type { SnapshotFrom } from 'xstate';
import type { purchaseMachine } from '@/machines/purchase.machine';
import type { PurchaseEvent } from '@/machines/purchase/purchase-types';

/** What every purchase screen gets from the flow runner (same shape as FlowScreenProps). */
export interface PurchaseScreenProps {
  snapshot: PurchaseSnapshot;
  send: (event: PurchaseEvent) => void;
}

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
