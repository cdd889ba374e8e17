// Member spec §5 Other boat form (decision 246): 'Reassigning primary from the edit form only when the boat
// is not primary and a primary exists; otherwise the form tells the member to call member service.'
// The rule, the standing 'Edit Boat' gives the chart, and what the chart's save asks for.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { boatFormMachine, type SaveMemberBoatInput } from '@/machines/boat-form.machine';
import type { BoatOnFile } from '@/machines/boats/boat-list';
import { primaryReassignable, primaryStandingOf } from '@/machines/boats/primary-boat';

const boat = (sfid: string, primary: boolean, status: string | null = 'Active'): BoatOnFile => ({
  sfid,
  id: sfid.length,
  name: sfid,
  primary,
  status,
  noBoatReason: null,
});

describe('reassigning the primary boat from the edit form (spec §5)', () => {
  it('is allowed only for a boat that is not primary when a primary exists', () => {
    expect(primaryReassignable({ primary: false, hasPrimary: true })).toBe(true);
    expect(primaryReassignable({ primary: true, hasPrimary: true })).toBe(false);
    expect(primaryReassignable({ primary: false, hasPrimary: false })).toBe(false);
  });

  it('takes the standing from the list: the primary is the Active boat flagged primary (spec §4)', () => {
    const boats = [boat('sea-breeze', true), boat('little-tern', false)];
    expect(primaryStandingOf(boats[1]!, boats)).toEqual({ primary: false, hasPrimary: true });
    expect(primaryStandingOf(boats[0]!, boats)).toEqual({ primary: true, hasPrimary: true });
    const noPrimary = [boat('sea-breeze', true, 'Sold'), boat('little-tern', false)];
    expect(primaryStandingOf(noPrimary[1]!, noPrimary)).toEqual({ primary: false, hasPrimary: false });
  });

  const saved = (standing: { primary: boolean; hasPrimary: boolean }, makePrimary: boolean) => {
    const inputs: SaveMemberBoatInput[] = [];
    const machine = boatFormMachine.provide({
      actors: {
        saveBoat: fromPromise<unknown, SaveMemberBoatInput>(async ({ input }) => void inputs.push(input)),
      },
    });
    const input = { today: '2026-06-01', membershipId: 'mem-gold', membershipType: 'Gold Card' };
    const actor = createActor(machine, { input }).start();
    const homePort = KEY_WEST_HOME_PORT;
    actor.send({
      type: 'boat.edit',
      boatId: { sfid: 'b', id: 2 },
      boat: { ...MY_BOAT, homePort },
      ...standing,
    });
    expect(actor.getSnapshot().context.primary).toEqual(standing);
    actor.send({ type: 'boat.submit', boat: MY_BOAT, makePrimary });
    return inputs[0]?.makePrimary;
  };

  it('saves with the primary flag when the member chose it and the rule allows it', () => {
    expect(saved({ primary: false, hasPrimary: true }, true)).toBe(true);
    expect(saved({ primary: false, hasPrimary: true }, false)).toBe(false);
  });

  it('never asks for it otherwise, whatever the form sent', () => {
    expect(saved({ primary: true, hasPrimary: true }, true)).toBe(false);
    expect(saved({ primary: false, hasPrimary: false }, true)).toBe(false);
  });

  it('forgets the standing when a boat is added', () => {
    const input = { today: '2026-06-01', membershipId: 'mem-gold', membershipType: 'Gold Card' };
    const actor = createActor(boatFormMachine, { input }).start();
    actor.send({
      type: 'boat.edit',
      boatId: { sfid: 'b', id: 2 },
      boat: { ...MY_BOAT, homePort: KEY_WEST_HOME_PORT },
      primary: false,
      hasPrimary: true,
    });
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'boat.add' });
    expect(actor.getSnapshot().context).toMatchObject({ primary: null, makePrimary: false });
  });
});
