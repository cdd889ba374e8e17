// Contract: boats (create, update, delete, primary switch) through the typed client.
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@/openapi/schema.gen';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const as = async (email: string) => apiClient(sandbox, await signInAs(email, sandbox));
const boatRow = async (sfid: string) =>
  (
    await sandbox.db.query<{ id: number; boat_status__c: string; primary_boat__c: boolean; name__c: string }>(
      `SELECT id, boat_status__c, primary_boat__c, name__c FROM boats WHERE sfid = $1`,
      [sfid],
    )
  ).rows[0]!;
const newBoat = (
  extra: Partial<components['schemas']['BoatCreate']> = {},
): components['schemas']['BoatCreate'] =>
  ({
    name__c: 'Osprey',
    boat_make__c: 'Boston Whaler',
    year__c: '2019',
    length__c: 21,
    hull_type__c: 'Fiberglass',
    home_port_type__c: 'Marina',
    related_membership__c: 'mem-gold',
    ...extra,
  }) as components['schemas']['BoatCreate'];

describe('POST /boats', () => {
  it('adds a non-primary Active boat to a membership that has a primary', async () => {
    const { data, response } = await (await as('gold@example.com')).POST('/boats', { body: newBoat() });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name__c: 'Osprey',
      primary_boat__c: false,
      boat_status__c: 'Active',
      account__c: 'acc-gold',
      related_membership__c: 'mem-gold',
    });
  });
  it('makes the first boat of a membership its Active primary boat', async () => {
    const { data } = await (
      await as('noboat@example.com')
    ).POST('/boats', { body: newBoat({ related_membership__c: 'mem-noboat' }) });
    expect(data?.primary_boat__c).toBe(true);
    const { rows } = await sandbox.db.query<{ primary_boat__c: string }>(
      `SELECT primary_boat__c FROM memberships WHERE sfid = 'mem-noboat'`,
    );
    expect(rows[0]?.primary_boat__c).toBe(data?.sfid);
  });
  it('lets the purchase flow add a boat to an application by external id, without a token', async () => {
    const app = await apiClient(sandbox).POST('/utility/baseaccount/', {
      body: {
        account: { name: 'Ann App' },
        contact: { firstname: 'Ann', lastname: 'App', email: 'ann@example.com' },
        membership__c: {},
      },
    });
    const { data, response } = await apiClient(sandbox).POST('/boats', {
      body: newBoat({
        related_membership__c: undefined,
        related_membership__r__heroku_external_id__c: app.data!.membership__c!.heroku_external_id__c,
      }),
    });
    expect(response.status).toBe(201);
    expect(data?.primary_boat__c).toBe(true);
  });
  // Spec §5: "Multiple boats allowed for Gold Card, Lake Card and Professional Mariner Card; not Commercial,
  // Fleet, Lake Fleet or Trial."
  it.each(['Commercial Card', 'Fleet Card', 'Lake Fleet Card', 'Trial Membership'])(
    'refuses a second boat on a %s with ADDITIONAL_BOATS_NOT_ALLOWED',
    async (type) => {
      await sandbox.db.query(
        `UPDATE memberships SET membership_type__c = $1 WHERE sfid = 'mem-fleet-commercial'`,
        [type],
      );
      const { error, response } = await (
        await as('fleet@example.com')
      ).POST('/boats', { body: newBoat({ related_membership__c: 'mem-fleet-commercial' }) });
      expect(response.status).toBe(409);
      expect(error?.codes).toEqual(['ADDITIONAL_BOATS_NOT_ALLOWED']);
    },
  );
  it('refuses a year beyond next year and a length out of range with field errors', async () => {
    const client = await as('gold@example.com');
    const future = await client.POST('/boats', {
      body: newBoat({ year__c: String(new Date().getUTCFullYear() + 2) }),
    });
    expect(future.error?.fieldErrors?.['body.year__c']).toEqual([
      'Boat year must be no greater than current year + 1',
    ]);
    const long = await client.POST('/boats', { body: newBoat({ length__c: 100 }) });
    expect(Object.keys(long.error?.fieldErrors ?? {})).toContain('body.length__c');
  });
  it('needs the membership named exactly one way (400 field error)', async () => {
    const client = await as('gold@example.com');
    const neither = await client.POST('/boats', { body: newBoat({ related_membership__c: undefined }) });
    expect(Object.keys(neither.error?.fieldErrors ?? {})).toEqual(['body.related_membership__c']);
    const both = await client.POST('/boats', {
      body: newBoat({ related_membership__r__heroku_external_id__c: 'ext-mem-gold' }),
    });
    expect(both.response.status).toBe(400);
  });
  it("refuses another member's membership (403) and an anonymous caller on a member account (401), writing nothing", async () => {
    const before = (await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM boats`)).rows[0]!.n;
    expect((await (await as('lake@example.com')).POST('/boats', { body: newBoat() })).response.status).toBe(
      403,
    );
    expect((await apiClient(sandbox).POST('/boats', { body: newBoat() })).response.status).toBe(401);
    expect((await sandbox.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM boats`)).rows[0]!.n).toBe(
      before,
    );
  });
});

describe('PATCH /boats', () => {
  it('updates only the fields sent', async () => {
    const { id } = await boatRow('boat-gold-little-tern');
    const { data } = await (
      await as('gold@example.com')
    ).PATCH('/boats', { body: { sfid: 'boat-gold-little-tern', id, color__c: 'Red' } });
    expect(data).toMatchObject({ color__c: 'Red', name__c: 'Little Tern' });
  });
  it("refuses another member's boat (403) and a mismatched id (404)", async () => {
    const { id } = await boatRow('boat-lake-loon');
    expect(
      (
        await (
          await as('gold@example.com')
        ).PATCH('/boats', { body: { sfid: 'boat-lake-loon', id, name__c: 'Stolen' } })
      ).response.status,
    ).toBe(403);
    expect(
      (
        await (
          await as('lake@example.com')
        ).PATCH('/boats', { body: { sfid: 'boat-lake-loon', id: id + 1000, name__c: 'X' } })
      ).response.status,
    ).toBe(404);
    expect((await boatRow('boat-lake-loon')).name__c).toBe('Loon');
  });
});

describe('PATCH /boats with primary_boat__c (member spec §5, decision 246)', () => {
  const primaryOf = async (membership: string) =>
    (
      await sandbox.db.query<{ primary_boat__c: string | null }>(
        `SELECT primary_boat__c FROM memberships WHERE sfid = $1`,
        [membership],
      )
    ).rows[0]?.primary_boat__c;
  const makePrimary = async (sfid: string, extra: { color__c?: string } = {}) => {
    const { id } = await boatRow(sfid);
    return (await as('gold@example.com')).PATCH('/boats', {
      body: { sfid, id, primary_boat__c: true, ...extra },
    });
  };

  it('makes an Active non-primary boat the primary: the old one stays Active, the membership names the new one', async () => {
    const { data, response } = await makePrimary('boat-gold-little-tern', { color__c: 'Red' });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ primary_boat__c: true, boat_status__c: 'Active', color__c: 'Red' });
    expect(await boatRow('boat-gold-sea-breeze')).toMatchObject({
      primary_boat__c: false,
      boat_status__c: 'Active',
    });
    expect(await primaryOf('mem-gold')).toBe('boat-gold-little-tern');
  });
  it('refuses the primary boat itself (409 PRIMARY_BOAT_NOT_REASSIGNABLE), changing nothing it was sent with', async () => {
    const { error, response } = await makePrimary('boat-gold-sea-breeze', { color__c: 'Red' });
    expect(response.status).toBe(409);
    expect(error?.codes).toEqual(['PRIMARY_BOAT_NOT_REASSIGNABLE']);
    const { rows } = await sandbox.db.query<{ color__c: string | null }>(
      `SELECT color__c FROM boats WHERE sfid = 'boat-gold-sea-breeze'`,
    );
    expect(rows[0]?.color__c).not.toBe('Red');
  });
  it('refuses a boat that is not Active, and a membership without a primary boat (409)', async () => {
    const tern = await boatRow('boat-gold-little-tern');
    await (
      await as('gold@example.com')
    ).DELETE('/boats', { body: { sfid: 'boat-gold-little-tern', id: tern.id, reason_for_removal: 'Sold' } });
    expect((await makePrimary('boat-gold-little-tern')).error?.codes).toEqual([
      'PRIMARY_BOAT_NOT_REASSIGNABLE',
    ]);
    await sandbox.db.query(`UPDATE boats SET boat_status__c = 'Active' WHERE sfid = 'boat-gold-little-tern'`);
    await sandbox.db.query(`UPDATE boats SET boat_status__c = 'Sold' WHERE sfid = 'boat-gold-sea-breeze'`);
    expect((await makePrimary('boat-gold-little-tern')).error?.codes).toEqual([
      'PRIMARY_BOAT_NOT_REASSIGNABLE',
    ]);
    expect((await boatRow('boat-gold-little-tern')).primary_boat__c).toBe(false);
    expect(await primaryOf('mem-gold')).toBe('boat-gold-sea-breeze');
  });
  it('takes only true: primary_boat__c false is a field error (400)', async () => {
    const { id } = await boatRow('boat-gold-sea-breeze');
    const { response } = await (
      await as('gold@example.com')
    ).PATCH('/boats', {
      body: { sfid: 'boat-gold-sea-breeze', id, primary_boat__c: false as true },
    });
    expect(response.status).toBe(400);
  });
});

describe('DELETE /boats', () => {
  it('removes a non-primary boat: its status becomes the removal reason', async () => {
    const { id } = await boatRow('boat-gold-little-tern');
    const { data, response } = await (
      await as('gold@example.com')
    ).DELETE('/boats', { body: { sfid: 'boat-gold-little-tern', id, reason_for_removal: 'Sold' } });
    expect(response.status).toBe(200);
    expect(data?.boat_status__c).toBe('Sold');
  });
  it('refuses the primary boat (409) and another member’s boat (403)', async () => {
    const primary = await boatRow('boat-gold-sea-breeze');
    const removed = await (
      await as('gold@example.com')
    ).DELETE('/boats', { body: { sfid: 'boat-gold-sea-breeze', id: primary.id } });
    expect(removed.error?.codes).toEqual(['PRIMARY_BOAT_NOT_REMOVABLE']);
    const tern = await boatRow('boat-gold-little-tern');
    expect(
      (
        await (
          await as('lake@example.com')
        ).DELETE('/boats', { body: { sfid: 'boat-gold-little-tern', id: tern.id } })
      ).response.status,
    ).toBe(403);
    expect((await boatRow('boat-gold-little-tern')).boat_status__c).toBe('Active');
  });
});

describe('PATCH /boats/deleteoldsetnew/', () => {
  it('removes the primary boat and makes the other Active boat primary', async () => {
    const old = await boatRow('boat-gold-sea-breeze');
    const next = await boatRow('boat-gold-little-tern');
    const { data, response } = await (
      await as('gold@example.com')
    ).PATCH('/boats/deleteoldsetnew/', {
      body: {
        new_primary_boat: { id: next.id },
        deleted_boat: { id: old.id, reason_for_removal: 'Destroyed' },
      },
    });
    expect(response.status).toBe(200);
    expect(data?.new_primary_boat).toMatchObject({
      sfid: 'boat-gold-little-tern',
      primary_boat__c: true,
      boat_status__c: 'Active',
    });
    expect(data?.deleted_boat).toMatchObject({
      sfid: 'boat-gold-sea-breeze',
      primary_boat__c: false,
      boat_status__c: 'Destroyed',
    });
  });
  it('refuses a non-primary "old" boat (409) and boats of another member (403)', async () => {
    const old = await boatRow('boat-gold-sea-breeze');
    const next = await boatRow('boat-gold-little-tern');
    const swapped = await (
      await as('gold@example.com')
    ).PATCH('/boats/deleteoldsetnew/', {
      body: { new_primary_boat: { id: old.id }, deleted_boat: { id: next.id, reason_for_removal: 'Sold' } },
    });
    expect(swapped.error?.codes).toEqual(['INVALID_NEW_PRIMARY_BOAT']);
    expect(
      (
        await (
          await as('lake@example.com')
        ).PATCH('/boats/deleteoldsetnew/', {
          body: {
            new_primary_boat: { id: next.id },
            deleted_boat: { id: old.id, reason_for_removal: 'Sold' },
          },
        })
      ).response.status,
    ).toBe(403);
    expect((await boatRow('boat-gold-sea-breeze')).primary_boat__c).toBe(true);
  });
});
