// Event payload variants for the boat-form chart: one per guard outcome and per invoke outcome. A Lake Card
// member (lake@) adds a boat (own or other) or edits a boat on file (own, and one of the other-boat form);
// the home-port wizard gives a port in New York (saved) or in Florida (the Lake Card dialog).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import type { HomePort } from '@/machines/home-port.machine';
import { CLUB_BOAT, MY_BOAT } from '@/journeys/purchase/purchase.examples';
import type { BoatFormContext, BoatFormEvent, BoatFormInput } from '@/machines/boat-form.machine';

export const boatFormPathInput: BoatFormInput = {
  today: '2026-06-01',
  membershipId: 'mem-lake',
  membershipType: 'Lake Card',
};

/** A home port the Lake Card serves (the sandbox's Sag Harbor marina). */
const SAG_HARBOR_HOME_PORT: HomePort = {
  ...KEY_WEST_HOME_PORT,
  homePortName: 'Sag Harbor Yacht Yard',
  address: '1 Bay Street, Sag Harbor, NY 11963, USA',
  streetNumber: '1',
  street: 'Bay Street',
  city: 'Sag Harbor',
  state: 'NY',
  lat: 41.0,
  lng: -72.29,
};
const ON_FILE = { ...MY_BOAT, homePort: SAG_HARBOR_HOME_PORT };
const CLUB_ON_FILE = { ...CLUB_BOAT, homePort: SAG_HARBOR_HOME_PORT };
/** A form the schema refuses: a 2-digit year, or no reason on the other-boat form. */
const INVALID = { ...MY_BOAT, year: '20' };
const INVALID_OTHER = { ...CLUB_BOAT, noBoatReason: '', boatClubName: '' };
/** Loon is lake@'s primary boat; the club boat a journey adds is not (spec §5 reassigning primary). */
const PRIMARY = { primary: true, hasPrimary: true };
const NOT_PRIMARY = { primary: false, hasPrimary: true };

export function boatFormEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const c = snapshot.context as BoatFormContext;
  const fields = c.boat.ownership === 'other' ? CLUB_BOAT : MY_BOAT;
  const events: Array<BoatFormEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'boat.add' },
    { type: 'boat.addOther' },
    { type: 'boat.edit', boatId: { sfid: 'boat-lake-loon', id: 1 }, boat: ON_FILE, ...PRIMARY },
    { type: 'boat.edit', boatId: { sfid: 'boat-lake-club', id: 3 }, boat: CLUB_ON_FILE, ...NOT_PRIMARY },
    { type: 'boat.ownership', value: 'other' },
    { type: 'boat.ownership', value: 'own' },
    { type: 'boat.homePort', boat: fields },
    { type: 'boat.submit', boat: fields },
    { type: 'boat.submit', boat: c.boat.ownership === 'other' ? INVALID_OTHER : INVALID },
    { type: 'form.cancel' },
    { type: 'homePort.leave' },
    { type: 'lakeCard.upgrade' },
    { type: 'lakeCard.changeHomePort' },
    { type: 'xstate.done.actor.homePort', output: SAG_HARBOR_HOME_PORT },
    { type: 'xstate.done.actor.homePort', output: KEY_WEST_HOME_PORT },
    { type: 'xstate.error.actor.homePort', error: new Error('wizard failed') },
    { type: 'xstate.done.actor.saveBoat', output: {} },
    { type: 'xstate.error.actor.saveBoat', error: { codes: ['ADDITIONAL_BOATS_NOT_ALLOWED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
