// The boats page's boat form (spec §4 Boat submit and ownership toggle, §5 Boat form and Other boat form)
// runs the same boat rules as the purchase's boat step (tests/unit/purchase-boats.test.ts): the messages of
// a submit, what the ownership toggle clears, what the home-port wizard's output merges into.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { CLUB_BOAT, MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { boatFormMachine } from '@/machines/boat-form.machine';
import { BOAT_MESSAGES, EMPTY_BOAT } from '@/machines/purchase/boat-form';

const { homePort: _none, ...EMPTY_FIELDS } = EMPTY_BOAT;

/** The boats page's chart for a Gold Card member. */
function boatForm() {
  const input = { today: '2026-06-01', membershipId: 'mem-gold', membershipType: 'Gold Card' };
  return createActor(boatFormMachine, { input }).start();
}

describe("the boats page's boat form", () => {
  it("wants year, length, make and a home port: the purchase's messages", () => {
    const actor = boatForm();
    actor.send({ type: 'boat.add' });
    actor.send({ type: 'boat.submit', boat: EMPTY_FIELDS });
    expect(actor.getSnapshot().matches({ form: { new: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errors.boat).toEqual({
      year: BOAT_MESSAGES.yearRequired,
      length: BOAT_MESSAGES.lengthRequired,
      boatMake: BOAT_MESSAGES.makeRequired,
      homePort: 'Add a home port to your boat!',
    });
  });

  it("moves to the other-boat step on the ownership toggle and drops the last submit's messages", () => {
    const actor = boatForm();
    actor.send({ type: 'boat.add' });
    actor.send({ type: 'boat.submit', boat: EMPTY_FIELDS });
    actor.send({ type: 'boat.ownership', value: 'other' });
    const s = actor.getSnapshot();
    expect(s.matches({ form: { other: 'editing' } })).toBe(true);
    expect(s.context.boat.ownership).toBe('other');
    expect(s.context.errors.boat).toEqual({});
    actor.send({ type: 'boat.submit', boat: { ...CLUB_BOAT, boatClubName: ' ' } });
    expect(actor.getSnapshot().context.errors.boat).toEqual({
      boatClubName: BOAT_MESSAGES.boatClubNameRequired,
      homePort: BOAT_MESSAGES.homePortRequired,
    });
  });

  it('keeps what was typed across the home-port wizard and takes its home port', () => {
    const actor = boatForm();
    actor.send({ type: 'boat.add' });
    actor.send({ type: 'boat.submit', boat: { ...MY_BOAT, year: '20' } });
    expect(actor.getSnapshot().context.errors.boat).toEqual({
      year: BOAT_MESSAGES.yearLength,
      homePort: BOAT_MESSAGES.homePortRequired,
    });
    actor.send({ type: 'boat.homePort', boat: { ...MY_BOAT, year: '2019' } });
    expect(actor.getSnapshot().matches('homePort')).toBe(true);
    // The wizard ends on Key West (its own steps are the home-port chart's tests).
    actor.send({ type: 'xstate.done.actor.homePort', output: KEY_WEST_HOME_PORT } as never);
    const back = actor.getSnapshot();
    expect(back.matches({ form: { new: 'editing' } })).toBe(true);
    expect(back.context.boat).toEqual({ ...MY_BOAT, year: '2019', homePort: KEY_WEST_HOME_PORT });
    expect(back.context.errors).toEqual({ boat: {}, boatForm: [] });
    actor.send({ type: 'boat.submit', boat: { ...MY_BOAT, year: '2019' } });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
  });
});
