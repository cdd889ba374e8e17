// A failed save of the boats page's boat form says so like the purchase's boat step (spec §8: "Failed boat
// create flashes the form's general error"): a failure without codes shows the catalogue's UNKNOWN_ERROR
// text, never an empty alert that the screen would not show at all.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { boatFormMachine, type SaveMemberBoatInput } from '@/machines/boat-form.machine';

async function failedSave(error: unknown): Promise<string[]> {
  const machine = boatFormMachine.provide({
    actors: {
      saveBoat: fromPromise<unknown, SaveMemberBoatInput>(() => Promise.reject(error)),
    },
  });
  const input = { today: '2026-06-01', membershipId: 'mem-gold', membershipType: 'Gold Card' };
  const actor = createActor(machine, { input }).start();
  const boatOnFile = { sfid: 'boat-gold-1', id: 1 };
  actor.send({ type: 'boat.edit', boatId: boatOnFile, boat: { ...MY_BOAT, homePort: KEY_WEST_HOME_PORT } });
  actor.send({ type: 'boat.submit', boat: MY_BOAT });
  const settled = await waitFor(
    actor,
    (s) => !s.hasTag('submitting') && s.context.errors.boatForm.length > 0,
    {
      timeout: 2000,
    },
  );
  return settled.context.errors.boatForm;
}

describe("the boats page's boat form when the save fails", () => {
  it("shows the answer's codes", async () => {
    expect(await failedSave({ codes: ['INVALID_BOAT'] })).toEqual(['INVALID_BOAT']);
  });

  it('shows the general error when the answer carries no code', async () => {
    expect(await failedSave(new Error('Bad Request'))).toEqual(['UNKNOWN_ERROR']);
  });
});
