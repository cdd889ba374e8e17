// Around the home-port wizard when the boats page runs it: a way back to the boat form without a change.
import type { ReactNode } from 'react';
import type { BoatFormScreenProps } from './boat-screen-props';
import { Button } from '@/ui/button';

export const BACK_TO_BOAT_FORM = 'Back to the boat form';

export function HomePortFrame({ send, children }: BoatFormScreenProps & { children: ReactNode }) {
  return (
    <>
      <p>
        <Button variant="link" onClick={() => send({ type: 'homePort.leave' })}>
          {BACK_TO_BOAT_FORM}
        </Button>
      </p>
      {children}
    </>
  );
}
