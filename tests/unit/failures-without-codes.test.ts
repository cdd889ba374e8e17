// A failed call always leaves the chart a code to show (spec §8: "Failed boat create flashes the form's
// general error"): a failure without codes gives the catalogue's UNKNOWN_ERROR, never an empty list, for
// which the screens' alert shows nothing at all (the boat form's save, the gift's price load, …).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { giftMachine } from '@/machines/gift.machine';
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
  actor.send({
    type: 'boat.edit',
    boatId: boatOnFile,
    boat: { ...MY_BOAT, homePort: KEY_WEST_HOME_PORT },
    primary: true,
    hasPrimary: true,
  });
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

describe("the gift's price list when it fails to load", () => {
  it('shows the general error beside Try Again', async () => {
    const machine = giftMachine.provide({
      actors: { loadPrices: fromPromise(() => Promise.reject(new Error('Bad Request'))) },
    });
    const actor = createActor(machine, { input: { today: '2026-06-01', orderId: 'gift-order-1' } }).start();
    const failed = await waitFor(actor, (s) => s.matches({ root: 'failed' }), { timeout: 2000 });
    expect(failed.context.loadFailure).toEqual(['UNKNOWN_ERROR']);
  });
});
