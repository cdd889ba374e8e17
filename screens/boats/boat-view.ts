// A boat on file as the boats screens show it: the rules' facts (`BoatOnFile`), its details in words, its
// home port and the form values 'Edit Boat' starts from. The page builds it from the boat record.
import type { BoatFormEvent } from '@/machines/boat-form.machine';
import type { BoatOnFile } from '@/machines/boats/boat-list';
import { primaryStandingOf } from '@/machines/boats/primary-boat';
import type { PurchaseBoat } from '@/machines/purchase/boat-form';

export interface BoatView extends BoatOnFile {
  /** Spec §2 details: Reg/Doc#, Color, Hull Type, Fuel Type, Engine Type, Number of Engines. */
  details: Array<{ label: string; value: string }>;
  homePort: {
    type: string;
    name: string;
    address: string;
    lat: number | null;
    lng: number | null;
  } | null;
  form: PurchaseBoat;
}

/** 'Edit Boat' on a boat of the list: its record, its form values and its standing (spec §5 primary). */
export const boatEditEvent = (boat: BoatView, boats: readonly BoatView[]): BoatFormEvent => ({
  type: 'boat.edit',
  boatId: { sfid: boat.sfid, id: boat.id },
  boat: boat.form,
  ...primaryStandingOf(boat, boats),
});
