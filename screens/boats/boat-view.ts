// A boat on file as the boats screens show it: the rules' facts (`BoatOnFile`), its details in words, its
// home port and the form values 'Edit Boat' starts from. The page builds it from the boat record.
import type { BoatOnFile } from '@/machines/boats/boat-list';
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
