import type { SnapshotFrom } from 'xstate';
import type { GiftEvent, giftMachine } from '@/machines/gift.machine';

/** What every gift screen gets from the flow runner (same shape as FlowScreenProps). */
export interface GiftScreenProps {
  snapshot: GiftSnapshot;
  send: (event: GiftEvent) => void;
}

export type GiftSnapshot = SnapshotFrom<typeof giftMachine>;
