// Event payload variants for the trailer-care chart: starts with no level (both offered), the base level
// (only Plus), the Plus level and a Commercial Card (their messages); picking the current level and a new
// one; a valid and an empty payment; the charge accepted and declined.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { UpgradeContext, UpgradeEvent } from '@/machines/upgrade-trailer-care.machine';
import {
  UPGRADE_STARTS,
  upgradeDeclined,
  upgradePaid,
  upgradePathInput,
  upgradePayments,
  upgradeStartFailure,
} from './upgrade-fixtures';

export const upgradeTrailerCarePathInput = upgradePathInput;

export function upgradeTrailerCareEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const context = snapshot.context as UpgradeContext;
  const events: Array<UpgradeEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.lakeWithTrailerCare },
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.goldWithout },
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.goldWithPlus },
    { type: 'xstate.done.actor.startUpgrade', output: UPGRADE_STARTS.commercial },
    upgradeStartFailure,
    { type: 'start.retry' },
    // The current level first (Continue still flashes), then Plus.
    ...(context.level === null ? [{ type: 'trailerCare.pick', level: 'Trailer Care' } as const] : []),
    ...(context.level === 'Trailer Care'
      ? [{ type: 'trailerCare.pick', level: 'Trailer Care Plus' } as const]
      : []),
    { type: 'trailerCare.continue' },
    ...upgradePayments,
    { type: 'step.back' },
    upgradePaid({ membershipType: 'Gold Card', trailerCareRecord: 'Trailer Care Universal' }),
    upgradeDeclined,
    { type: 'upgrade.done' },
    { type: 'upgrade.leave' },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
