// What the boats page hands the list screen beyond the chart: the membership's boats, its type and how a
// row's 'Remove Boat' opens the removal dialog. The visualizer has no page: it shows the empty list.
import { createContext, type ReactNode } from 'react';
import type { BoatView } from './boat-view';

export interface BoatList {
  membershipType: string;
  boats: BoatView[];
  onRemove: (boat: BoatView) => void;
  /** A notice above the list (a refused link), if any. */
  notice: ReactNode;
}

export const BoatListContext = createContext<BoatList>({
  membershipType: '',
  boats: [],
  onRemove: () => {},
  notice: null,
});
