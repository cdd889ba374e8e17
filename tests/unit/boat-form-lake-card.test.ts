// Spec §4 Lake Card excluded states on the boats page: the boat form's chart keeps a Lake Card boat homed
// in AK, FL, HI, PR or VI from being saved and shows the application's dialog; the upgrade ends the run,
// 'Change Home Port' reopens the home-port wizard (decision 250).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';
import { MY_BOAT } from '@/journeys/purchase/purchase.examples';
import { boatFormMachine } from '@/machines/boat-form.machine';

const BOAT_ON_FILE = { sfid: 'boat-lake-loon', id: 1 };
const NEW_YORK_PORT = { ...KEY_WEST_HOME_PORT, city: 'Lake George', state: 'NY' };

function submitted(membershipType: string, homePort: typeof KEY_WEST_HOME_PORT) {
  const input = { today: '2026-06-01', membershipId: 'mem-lake', membershipType };
  const actor = createActor(boatFormMachine, { input }).start();
  actor.send({
    type: 'boat.edit',
    boatId: BOAT_ON_FILE,
    boat: { ...MY_BOAT, homePort },
    primary: true,
    hasPrimary: true,
  });
  actor.send({ type: 'boat.submit', boat: MY_BOAT });
  return actor;
}

describe('the boats page’s boat form and the Lake Card', () => {
  it('shows the Lake Card dialog instead of saving a Lake Card boat homed in Florida', () => {
    const actor = submitted('Lake Card', KEY_WEST_HOME_PORT);
    expect(actor.getSnapshot().hasTag('lakeCardExcluded')).toBe(true);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(actor.getSnapshot().context.boat.homePort?.state).toBe('FL');
  });

  it('saves a Lake Card boat homed in New York, and a Gold Card boat homed in Florida', () => {
    for (const actor of [submitted('Lake Card', NEW_YORK_PORT), submitted('Gold Card', KEY_WEST_HOME_PORT)]) {
      expect(actor.getSnapshot().hasTag('lakeCardExcluded')).toBe(false);
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    }
  });

  it("reopens the home-port wizard on 'Change Home Port', the boat kept and not saved", () => {
    const actor = submitted('Lake Card', KEY_WEST_HOME_PORT);
    actor.send({ type: 'lakeCard.changeHomePort' });
    const s = actor.getSnapshot();
    expect(s.matches('homePort')).toBe(true);
    expect(s.children.homePort).toBeDefined();
    expect(s.context.boat.boatName).toBe(MY_BOAT.boatName);
    expect(s.context.boatId).toEqual(BOAT_ON_FILE);
  });

  it('ends the run for the upgrade on Upgrade and Continue; no other event closes the dialog', () => {
    const actor = submitted('Lake Card', KEY_WEST_HOME_PORT);
    expect(actor.getSnapshot().can({ type: 'form.cancel' })).toBe(false);
    actor.send({ type: 'lakeCard.upgrade' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
