// Event payload variants for the boat-removal chart: one per guard outcome and per invoke outcome; the
// dialog opens on gold's primary boat (a new primary to choose) or on its other boat.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { BoatOnFile } from '@/machines/boats/boat-list';
import type { BoatRemovalEvent } from '@/machines/boat-removal.machine';

const SEA_BREEZE: BoatOnFile = {
  sfid: 'boat-gold-sea-breeze',
  id: 1,
  name: 'Sea Breeze',
  primary: true,
  status: 'Active',
  noBoatReason: null,
};
const LITTLE_TERN: BoatOnFile = {
  ...SEA_BREEZE,
  sfid: 'boat-gold-little-tern',
  id: 2,
  name: 'Little Tern',
  primary: false,
};

export function boatRemovalEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<BoatRemovalEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'removal.open', boat: SEA_BREEZE, choices: [LITTLE_TERN] },
    { type: 'removal.open', boat: LITTLE_TERN, choices: [] },
    { type: 'removal.reason', reason: 'Sold' },
    { type: 'removal.newPrimary', sfid: LITTLE_TERN.sfid },
    { type: 'removal.submit' },
    { type: 'removal.cancel' },
    { type: 'xstate.done.actor.removeBoat', output: {} },
    { type: 'xstate.error.actor.removeBoat', error: { codes: ['PRIMARY_BOAT_NOT_REMOVABLE'] } },
    { type: 'xstate.done.actor.switchPrimaryBoat', output: {} },
    { type: 'xstate.error.actor.switchPrimaryBoat', error: { codes: ['INVALID_NEW_PRIMARY_BOAT'] } },
    { type: 'xstate.done.actor.refreshBoats', output: {} },
    { type: 'xstate.error.actor.refreshBoats', error: new Error('offline') },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
