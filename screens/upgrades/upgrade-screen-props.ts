import type { UpgradeContext, UpgradeEvent } from '@/machines/upgrades/upgrade-types';

/** What both upgrade charts' snapshots give a screen (one setup, one context; decision 180). */
export interface UpgradeView {
  context: UpgradeContext;
  value: unknown;
  hasTag: (tag: string) => boolean;
  can: (event: UpgradeEvent) => boolean;
}

/** What every upgrade screen gets from the flow runner (the shape of FlowScreenProps). */
export interface UpgradeScreenProps {
  snapshot: UpgradeView;
  send: (event: UpgradeEvent) => void;
}
