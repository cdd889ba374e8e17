// Which heading a boat-form step shows: adding or editing, my boat or another (spec §2 route titles).
import type { SnapshotFrom } from 'xstate';
import type { boatFormMachine } from '@/machines/boat-form.machine';
import {
  ADD_BOAT_HEADING,
  ADD_OTHER_HEADING,
  EDIT_BOAT_HEADING,
  EDIT_OTHER_BOAT_HEADING,
} from './boat-headings';

export function boatFormHeading(snapshot: SnapshotFrom<typeof boatFormMachine>): string {
  const other = snapshot.context.boat.ownership === 'other';
  if (snapshot.context.boatId) return other ? EDIT_OTHER_BOAT_HEADING : EDIT_BOAT_HEADING;
  return other ? ADD_OTHER_HEADING : ADD_BOAT_HEADING;
}
