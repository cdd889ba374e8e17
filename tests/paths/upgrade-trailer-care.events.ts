// Event payload variants for the trailer-care chart: starts with no level (both offered), the base level
// (only Plus), the Plus level and a Commercial Card (their messages); picking a level the screen offers;
// a valid and an empty payment; the charge accepted and declined.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { UpgradeContext, UpgradeEvent } from '@/machines/upgrade-trailer-care.machine';
import { trailerCareOffers } from '@/machines/upgrades/upgrade-offer';
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
    // A level the screen offers (the first); Continue without one flashes.
    ...trailerCareOffers(context)
      .slice(0, 1)
      .filter((offer) => offer.level !== context.level)
      .map((offer) => ({ type: 'trailerCare.pick', level: offer.level }) as const),
    { type: 'trailerCare.continue' },
    { type: 'flash.dismiss' },
    ...upgradePayments,
    { type: 'step.back' },
    upgradePaid({ membershipType: 'Gold Card', trailerCareRecord: 'Trailer Care Universal' }),
    upgradeDeclined,
    { type: 'upgrade.done' },
    { type: 'upgrade.leave' },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
