// What the boats page hands the list screen beyond the chart: the membership's boats, its type, and for a
// row whether the removal chart offers 'Remove Boat' and how that opens its dialog. The visualizer has no page: it shows the empty list.
import { createContext, type ReactNode } from 'react';
import type { BoatView } from './boat-view';

export interface BoatList {
  membershipType: string;
  boats: BoatView[];
  /** Whether the removal chart would open its dialog for the boat (spec §4 removal rules). */
  removable: (boat: BoatView) => boolean;
  onRemove: (boat: BoatView) => void;
  /** A notice above the list (a refused link), if any. */
  notice: ReactNode;
}

export const BoatListContext = createContext<BoatList>({
  membershipType: '',
  boats: [],
  removable: () => false,
  onRemove: () => {},
  notice: null,
});
