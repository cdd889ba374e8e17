// Member spec §5 Other boat form (decision 246): 'Reassigning primary from the edit form only when the boat
// is not primary and a primary exists; otherwise the form tells the member to call member service.' The
// boats page's form step on the real boat-form chart: the choice, the note with the support phone (spec §9
// '{phone}'), and what 'Save Boat' asks the save for.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { boatFormMachine, type SaveMemberBoatInput } from '@/machines/boat-form.machine';
import { BoatFormScreen } from '@/screens/boats/boat-form-screen';
import { MAKE_PRIMARY_LABEL } from '@/screens/boats/primary-boat-choice';
import { SupportLineProvider } from '@/ui/support-line';

const PHONE = '1-800-555-0142';
const line = { phone: PHONE, describeCodes: (codes: readonly string[]) => codes.join() };

function Step({ actor }: { actor: ActorRefFrom<typeof boatFormMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  return <BoatFormScreen snapshot={snapshot} send={actor.send} />;
}

function open(standing: { primary: boolean; hasPrimary: boolean } | 'adding') {
  const saves: SaveMemberBoatInput[] = [];
  const machine = boatFormMachine.provide({
    actors: {
      saveBoat: fromPromise<unknown, SaveMemberBoatInput>(async ({ input }) => void saves.push(input)),
    },
  });
  const input = { today: '2026-06-01', membershipId: 'mem-gold', membershipType: 'Gold Card' };
  const actor = createActor(machine, { input }).start();
  const boat = { ...MY_BOAT, homePort: KEY_WEST_HOME_PORT };
  actor.send(
    standing === 'adding'
      ? { type: 'boat.add' }
      : { type: 'boat.edit', boatId: { sfid: 'boat-gold-little-tern', id: 2 }, boat, ...standing },
  );
  render(
    <SupportLineProvider value={line}>
      <Step actor={actor} />
    </SupportLineProvider>,
  );
  return saves;
}

const note = () => screen.queryByText(/please call member service at/);

afterEach(cleanup);

describe('the primary boat on the edit form (spec §5)', () => {
  it('offers the choice on a boat that is not primary when a primary exists, and saves with it', async () => {
    const saves = open({ primary: false, hasPrimary: true });
    expect(note()).toBeNull();
    const choice = screen.getByRole('checkbox', { name: MAKE_PRIMARY_LABEL });
    expect((choice as HTMLInputElement).checked).toBe(false);
    fireEvent.click(choice);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Boat' })));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.makePrimary).toBe(true);
  });

  it('tells the member to call member service, with the phone, on the primary boat and without a primary', () => {
    for (const standing of [
      { primary: true, hasPrimary: true },
      { primary: false, hasPrimary: false },
    ]) {
      open(standing);
      expect(screen.queryByRole('checkbox', { name: MAKE_PRIMARY_LABEL })).toBeNull();
      expect(note()?.textContent).toBe(
        `To change which boat is your primary boat, please call member service at ${PHONE}.`,
      );
      cleanup();
    }
  });

  it('shows neither when a boat is added', () => {
    open('adding');
    expect(screen.queryByRole('checkbox', { name: MAKE_PRIMARY_LABEL })).toBeNull();
    expect(note()).toBeNull();
  });
});
