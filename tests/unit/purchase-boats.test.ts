// Boat step of the real purchase chart: every §5 boat and other-boat message, the home-port child, the
// Lake Card exclusion (spec §4) and what is saved.
import { describe, expect, it } from 'vitest';
import { CLUB_BOAT, LAKEKIT, MY_BOAT, startOutput } from '@/journeys/purchase/purchase.examples';
import { BOAT_MESSAGES, boatLengthWarning, EMPTY_BOAT } from '@/machines/purchase/boat-form';
import { purchaseSummary } from '@/machines/purchase/summary';
import { LAKE_GEORGE_PLACE, purchaseDriver } from '../support/purchase-driver';

const { homePort: _none, ...EMPTY_FIELDS } = EMPTY_BOAT;

describe('primary boat (spec §5)', () => {
  it("wants year, length, make and a home port: 'Add a home port to your boat!'", async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.send({ type: 'boat.submit', boat: EMPTY_FIELDS });
    expect(d.snapshot().matches({ boats: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors.boat).toEqual({
      year: BOAT_MESSAGES.yearRequired,
      length: BOAT_MESSAGES.lengthRequired,
      boatMake: BOAT_MESSAGES.makeRequired,
      homePort: 'Add a home port to your boat!',
    });
  });

  it("checks the year: digits only, 'must be 4 digits', 'Boat year must be no greater than current year + 1'", async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.chooseHomePort();
    const yearError = async (year: string) => {
      await d.send({ type: 'boat.submit', boat: { ...MY_BOAT, year } });
      return d.snapshot().context.errors.boat.year;
    };
    expect(await yearError('20a9')).toBe(BOAT_MESSAGES.yearDigits);
    expect(await yearError('219')).toBe('Year must be 4 digits');
    expect(await yearError('2028')).toBe('Boat year must be no greater than current year + 1');
    await d.send({ type: 'boat.submit', boat: { ...MY_BOAT, year: '2027' } });
    expect(d.snapshot().matches('terms')).toBe(true);
  });

  it('checks the length: a whole number from 10 to 99, with the over-65 warning', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.chooseHomePort();
    const lengthError = async (length: string) => {
      await d.send({ type: 'boat.submit', boat: { ...MY_BOAT, length } });
      return d.snapshot().context.errors.boat.length;
    };
    expect(await lengthError('24.5')).toBe(BOAT_MESSAGES.lengthInteger);
    expect(await lengthError('9')).toBe(BOAT_MESSAGES.lengthRange);
    expect(await lengthError('100')).toBe(BOAT_MESSAGES.lengthRange);
    expect(boatLengthWarning({ ...EMPTY_BOAT, length: '65' })).toBeNull();
    expect(boatLengthWarning({ ...EMPTY_BOAT, length: '66' })).toBe(
      "Service not available in all areas for vessels over 65'. Please call {phone} for details.",
    );
    expect(await lengthError('99')).toBeUndefined();
    expect(d.snapshot().matches('terms')).toBe(true);
  });

  it('keeps the typed fields while the home-port wizard runs and merges its output', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    expect(d.snapshot().context.errors.boat).toEqual({ homePort: BOAT_MESSAGES.homePortRequired });
    const s = await d.chooseHomePort();
    expect(s.context.boat).toMatchObject({
      ...MY_BOAT,
      homePort: { homePortName: 'Key West Bight Marina', state: 'FL' },
    });
    expect(s.context.errors.boat).toEqual({});
    // Leaving the wizard from the step bar keeps the boat.
    await d.send({ type: 'boat.homePort', boat: MY_BOAT });
    expect(d.snapshot().matches({ boats: 'homePort' })).toBe(true);
    await d.send({ type: 'boats.edit' });
    expect(d.snapshot().matches({ boats: 'editing' })).toBe(true);
    expect(d.snapshot().context.boat.homePort?.city).toBe('Key West');
  });

  it('saves the regular form without a no-boat reason, then summarizes it', async () => {
    const d = purchaseDriver();
    await d.toTerms();
    expect(d.calls.saveBoat?.[0]).toMatchObject({
      application: { accountId: 'acc-1' },
      boatId: null,
      boat: { boatMake: 'Grady-White', year: 2019, length: 24, noBoatReason: null, boatClubName: null },
    });
    expect(purchaseSummary(d.snapshot().context).steps.boats).toBe(
      '2019, 24 ft, Grady-White, Key West Bight Marina, Key West, FL',
    );
    // Edit again: the existing boat is updated, not created.
    await d.send({ type: 'boats.edit' });
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    expect(d.calls.saveBoat?.[1]).toMatchObject({ boatId: 'boat-1' });
  });
});

describe('other boat (spec §5)', () => {
  it('wants a reason, and the club name for a Boat Club Member; saves without make, length and year', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.send({ type: 'boat.ownership', value: 'other' });
    expect(d.snapshot().context.boat.ownership).toBe('other');
    await d.chooseHomePort();
    const other = { ...EMPTY_FIELDS, ownership: 'other' as const };
    await d.send({ type: 'boat.submit', boat: other });
    expect(d.snapshot().context.errors.boat).toEqual({ noBoatReason: BOAT_MESSAGES.noBoatReasonRequired });
    await d.send({ type: 'boat.submit', boat: { ...other, noBoatReason: 'Boat Club Member' } });
    expect(d.snapshot().context.errors.boat).toEqual({ boatClubName: BOAT_MESSAGES.boatClubNameRequired });
    await d.send({ type: 'boat.submit', boat: { ...CLUB_BOAT, year: '1999', length: '30', boatMake: 'X' } });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.calls.saveBoat?.[0]).toMatchObject({
      boat: {
        boatMake: null,
        length: null,
        year: null,
        noBoatReason: 'Boat Club Member',
        boatClubName: 'Freedom Boat Club',
      },
    });
  });

  it('needs no club name for Rent/Charter', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    await d.chooseHomePort();
    await d.send({
      type: 'boat.submit',
      boat: { ...CLUB_BOAT, noBoatReason: 'Rent/Charter', boatClubName: '' },
    });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.calls.saveBoat?.[0]).toMatchObject({
      boat: { noBoatReason: 'Rent/Charter', boatClubName: null },
    });
  });
});

describe('Lake Card exclusion (spec §4)', () => {
  it("opens the non-closable 'Lake Card Not Available in Your Area' for Key West FL; Upgrade and Continue → Gold Card", async () => {
    const d = purchaseDriver();
    await d.toBoats('fresh');
    expect(d.snapshot().context.membershipType).toBe('Lake Card');
    const before = purchaseSummary(d.snapshot().context).pricing?.total;
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    const s = d.snapshot();
    expect(s.matches({ boats: 'lakeCardExcluded' })).toBe(true);
    expect(s.hasTag('dialog')).toBe(true);
    expect(d.calls.saveBoat).toBeUndefined();
    // Nothing but the upgrade goes on; only 'Change Home Port' goes back (decision 250).
    for (const event of ['boats.edit', 'step.back', 'autoRenewRequired.close', 'emailOnFile.cancel'] as const)
      expect(s.can({ type: event })).toBe(false);
    await d.send({ type: 'lakeCard.upgrade' });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.snapshot().context.membershipType).toBe('Gold Card');
    expect(d.calls.saveBoat?.[0]).toMatchObject({ membershipType: 'Gold Card' });
    expect(before).toBe(148.95);
    expect(purchaseSummary(d.snapshot().context).pricing?.total).toBe(208.95);
  });

  it("goes back to the home-port wizard on 'Change Home Port', still a Lake Card and nothing saved", async () => {
    const d = purchaseDriver();
    await d.toBoats('fresh');
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    await d.send({ type: 'lakeCard.changeHomePort' });
    const s = d.snapshot();
    expect(s.matches({ boats: 'homePort' })).toBe(true);
    expect(s.children.homePort).toBeDefined();
    expect(s.context.membershipType).toBe('Lake Card');
    expect(s.context.boat.boatName).toBe(MY_BOAT.boatName);
    expect(d.calls.saveBoat).toBeUndefined();
  });

  it('drops a Lake Card code that does not fit the Gold Card after the upgrade', async () => {
    const d = purchaseDriver({ answers: { start: () => startOutput({ code: LAKEKIT }) } });
    await d.toBoats('fresh');
    expect(d.snapshot().context.code?.name).toBe('LAKEKIT');
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    await d.send({ type: 'lakeCard.upgrade' });
    expect(d.snapshot().context.code).toBeNull();
    expect(d.snapshot().context.errors.code).toEqual({
      codes: ['INVALID_CODE_ON_MEMBERSHIP_TYPE'],
      message: null,
    });
  });

  it('accepts a Lake Card with a home port on Lake George NY', async () => {
    const d = purchaseDriver({ answers: { place: LAKE_GEORGE_PLACE } });
    await d.toBoats('fresh');
    await d.chooseHomePort();
    await d.send({ type: 'boat.submit', boat: MY_BOAT });
    expect(d.snapshot().matches('terms')).toBe(true);
    expect(d.snapshot().context.membershipType).toBe('Lake Card');
  });

  it('does not stop a Gold Card in Key West', async () => {
    const d = purchaseDriver();
    await d.toTerms();
    expect(d.snapshot().matches('terms')).toBe(true);
  });
});
