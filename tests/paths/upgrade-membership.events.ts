// Event payload variants for the Lake-to-Gold chart: a Lake Card and a Gold Card start (the latter sent
// back to the picker), the start failing, a valid and an empty payment, the charge accepted and declined.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { UpgradeEvent } from '@/machines/upgrade-membership.machine';
import {
  UPGRADE_STARTS,
  upgradeDeclined,
  upgradePaid,
  upgradePathInput,
  upgradePayments,
  upgradeStartFailure,
} from './upgrade-fixtures';

export const upgradeMembershipPathInput = upgradePathInput;

export function upgradeMembershipEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<UpgradeEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.lakeWithTrailerCare },
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.goldWithout },
    upgradeStartFailure,
    { type: 'start.retry' },
    { type: 'upgrade.continue' },
    ...upgradePayments,
    { type: 'step.back' },
    upgradePaid({ membershipType: 'Gold Card', trailerCareRecord: 'Trailer Care Marine' }),
    upgradeDeclined,
    { type: 'upgrade.done' },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
