// The boats page's actors against the sandbox (member spec §7 POST/PATCH/DELETE /boats, PATCH
// /boats/deleteoldsetnew/): the boat form's save with the purchase's mapping, and the removal's two calls,
// as gold@ with gold's token; another member's token is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { saveMemberBoat } from '@/journeys/boat-form/boat-form.actors';
import { boatRemovalActors } from '@/journeys/boat-removal/boat-removal.actors';
import type { HomePort } from '@/machines/home-port/home-port-schema';
import { boatSchema, EMPTY_BOAT } from '@/machines/purchase/boat-form';
import { formOutput } from '@/machines/forms/form-schema';
import type { Sandbox } from '@/sandbox/app';
import { createActor, toPromise } from 'xstate';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const as = async (email: string) =>
  apiClient(sandbox, await signInAs(email, sandbox)) as unknown as ApiClient;
const boatRow = async (sfid: string) =>
  (
    await sandbox.db.query<{
      id: number;
      boat_status__c: string;
      primary_boat__c: boolean;
      color__c: string | null;
      boat_make__c: string | null;
    }>(`SELECT id, boat_status__c, primary_boat__c, color__c, boat_make__c FROM boats WHERE sfid = $1`, [
      sfid,
    ])
  ).rows[0]!;

const MONTAUK: HomePort = {
  homePortType: 'Marina',
  homePortName: 'Montauk Harbor',
  address: 'West Lake Dr, Montauk, NY 11954, USA',
  streetNumber: '',
  street: 'West Lake Dr',
  city: 'Montauk',
  state: 'NY',
  country: 'US',
  lat: 41.07,
  lng: -71.94,
  aor: { id: 'aor-sag-harbor', name: 'Sea Tow Sag Harbor', description: '', phone: '' },
};
const saved = (fields: Partial<typeof EMPTY_BOAT>) =>
  formOutput(boatSchema('2026-06-01'), { ...EMPTY_BOAT, homePort: MONTAUK, ...fields });
const WAVE_RUNNER = saved({ boatName: 'Wave Runner', year: '2022', length: '21', boatMake: 'Boston Whaler' });

const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

describe('boat form save', () => {
  it('adds a boat to the membership, then updates it; the other-boat form nulls the make', async () => {
    const api = await as('gold@example.com');
    const created = (await saveMemberBoat(api, {
      membershipId: 'mem-gold',
      boatId: null,
      boat: WAVE_RUNNER,
      makePrimary: false,
    })) as { sfid: string; id: number; primary_boat__c: boolean; marina_name__c: string };
    expect(created).toMatchObject({ primary_boat__c: false, marina_name__c: 'Montauk Harbor' });
    await saveMemberBoat(api, {
      membershipId: 'mem-gold',
      boatId: { sfid: created.sfid, id: created.id },
      boat: saved({ ownership: 'other', noBoatReason: 'Rent/Charter' }),
      makePrimary: false,
    });
    expect(await boatRow(created.sfid)).toMatchObject({ boat_make__c: null, boat_status__c: 'Active' });
  });

  it("refuses another member's boat", async () => {
    const api = await as('lake@example.com');
    const gold = await boatRow('boat-gold-little-tern');
    await expect(
      saveMemberBoat(api, {
        membershipId: 'mem-gold',
        boatId: { sfid: 'boat-gold-little-tern', id: gold.id },
        boat: WAVE_RUNNER,
        makePrimary: true,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await boatRow('boat-gold-little-tern')).toMatchObject({
      boat_make__c: 'Carolina Skiff',
      primary_boat__c: false,
    });
  });

  it('makes the edited boat primary when the member chose it (spec §5, decision 246)', async () => {
    const api = await as('gold@example.com');
    const tern = await boatRow('boat-gold-little-tern');
    await saveMemberBoat(api, {
      membershipId: 'mem-gold',
      boatId: { sfid: 'boat-gold-little-tern', id: tern.id },
      boat: WAVE_RUNNER,
      makePrimary: true,
    });
    expect((await boatRow('boat-gold-little-tern')).primary_boat__c).toBe(true);
    expect(await boatRow('boat-gold-sea-breeze')).toMatchObject({
      primary_boat__c: false,
      boat_status__c: 'Active',
    });
  });
});

describe('boat removal', () => {
  it('a non-primary boat takes the reason as its status', async () => {
    const actors = boatRemovalActors(await as('gold@example.com'));
    const tern = await boatRow('boat-gold-little-tern');
    await run(actors.removeBoat, { boat: { sfid: 'boat-gold-little-tern', id: tern.id }, reason: 'Sold' });
    expect((await boatRow('boat-gold-little-tern')).boat_status__c).toBe('Sold');
  });

  it('removing the primary hands over to the new primary in one call', async () => {
    const actors = boatRemovalActors(await as('gold@example.com'));
    const breeze = await boatRow('boat-gold-sea-breeze');
    const tern = await boatRow('boat-gold-little-tern');
    await run(actors.switchPrimaryBoat, { oldBoatId: breeze.id, newBoatId: tern.id, reason: 'Destroyed' });
    expect(await boatRow('boat-gold-sea-breeze')).toMatchObject({
      primary_boat__c: false,
      boat_status__c: 'Destroyed',
    });
    expect(await boatRow('boat-gold-little-tern')).toMatchObject({
      primary_boat__c: true,
      boat_status__c: 'Active',
    });
  });

  it('the primary boat alone cannot be deleted (the dialog shows the failure)', async () => {
    const actors = boatRemovalActors(await as('gold@example.com'));
    const breeze = await boatRow('boat-gold-sea-breeze');
    await expect(
      run(actors.removeBoat, { boat: { sfid: 'boat-gold-sea-breeze', id: breeze.id }, reason: 'Sold' }),
    ).rejects.toMatchObject({ codes: ['PRIMARY_BOAT_NOT_REMOVABLE'] });
  });
});
