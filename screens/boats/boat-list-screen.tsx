// 'Boat & Home Port Information' (spec §2): the boat-form chart's resting screen. The membership's boats in
// the accordion, 'Edit Boat' opening the form on a boat (the other-boat form when a no-boat reason is set),
// 'Remove Boat' where the removal chart would open its dialog, 'Add a New Boat' and 'Add Other'.
import { useContext } from 'react';
import type { BoatFormScreenProps } from './boat-screen-props';
import { Button } from '@/ui/button';
import { BoatCards } from './boat-accordion';
import {
  ADD_BOAT_HEADING,
  ADD_OTHER_HEADING,
  BOATS_PAGE_HEADING,
  EDIT_BOAT_HEADING,
  REMOVE_BOAT_TITLE,
} from './boat-headings';
import { BoatListContext } from './boat-list-context';
import { boatEditEvent } from './boat-view';

export function BoatListScreen({ send }: BoatFormScreenProps) {
  const { membershipType, boats, removable, onRemove, notice } = useContext(BoatListContext);
  return (
    <>
      <h1>{BOATS_PAGE_HEADING}</h1>
      {notice}
      <BoatCards
        boats={boats}
        membershipType={membershipType}
        actions={(boat) => (
          <>
            <Button variant="secondary" onClick={() => send(boatEditEvent(boat, boats))}>
              {EDIT_BOAT_HEADING}
            </Button>
            {removable(boat) && (
              <Button variant="secondary" onClick={() => onRemove(boat)}>
                {REMOVE_BOAT_TITLE}
              </Button>
            )}
          </>
        )}
        adding={
          <>
            <Button onClick={() => send({ type: 'boat.add' })}>{ADD_BOAT_HEADING}</Button>
            <Button variant="secondary" onClick={() => send({ type: 'boat.addOther' })}>
              {ADD_OTHER_HEADING}
            </Button>
          </>
        }
      />
    </>
  );
}
