// Boats of a membership (openapi/src/boats.yaml; member spec §4 boat submit and removal, §5, §9).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { carriesAdditionalBoats } from '@/machines/boats/boat-list';
import type { Queryable } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validationFailed, validBody, validated } from '../http/validated';
import { assertMayTouchAccount } from '../members/access';
import { makePrimaryBoat } from '../members/primary-boat';
import {
  BOAT_SELECT,
  insertRow,
  membershipByExtId,
  membershipBySfid,
  one,
  pick,
  setClause,
} from '../members/records';

const BOAT_FIELDS = [
  'name__c',
  'boat_make__c',
  'year__c',
  'length__c',
  'color__c',
  'hull_type__c',
  'engine_type__c',
  'number_of_engines__c',
  'fuel_type__c',
  'hin__c',
  'registration_document__c',
  'home_port_type__c',
  'home_port_city__c',
  'home_port_state__c',
  'home_port_country__c',
  'marina_name__c',
  'address__c',
  'geolocation__latitude__s',
  'geolocation__longitude__s',
  'aor__c',
  'no_boat_reason__c',
  'name_of_boat_club__c',
] as const;

type BoatRow = {
  id: number;
  sfid: string;
  account__c: string;
  related_membership__c: string | null;
  primary_boat__c: boolean;
  boat_status__c: string | null;
};
type Fields = Record<string, unknown>;

const boatById = (db: Queryable, id: number) =>
  one<BoatRow>(db, `${BOAT_SELECT} WHERE id = $1`, [id], 'The boat');
const boatBySfid = (db: Queryable, sfid: string) =>
  one<BoatRow>(db, `${BOAT_SELECT} WHERE sfid = $1`, [sfid], 'The boat');

/** Spec §5: 'Boat year must be no greater than current year + 1' (the 4-digit shape is the contract's). */
function checkYear(fields: Fields, today: Date) {
  const year = fields.year__c;
  if (typeof year === 'string' && Number(year) > today.getUTCFullYear() + 1) {
    throw validationFailed({ 'body.year__c': ['Boat year must be no greater than current year + 1'] });
  }
}

/** An existing aor__c only (a foreign key); an unknown one is a field error, not a server error. */
async function checkAor(db: Queryable, fields: Fields) {
  if (typeof fields.aor__c !== 'string') return;
  const { rows } = await db.query(`SELECT 1 FROM aors WHERE sfid = $1`, [fields.aor__c]);
  if (rows.length === 0) throw validationFailed({ 'body.aor__c': ['is not a known local operator'] });
}

export const boatsRoutes = new Hono<SandboxEnv>()
  .post('/boats', validated('createBoat'), async (c) => {
    const body = validBody<
      Fields & { related_membership__c?: string; related_membership__r__heroku_external_id__c?: string }
    >(c);
    const db = c.get('db');
    if (!body.related_membership__c === !body.related_membership__r__heroku_external_id__c) {
      const message = [
        'name the membership by related_membership__c or related_membership__r__heroku_external_id__c, not both',
      ];
      throw validationFailed({ 'body.related_membership__c': message });
    }
    const membership = body.related_membership__c
      ? await membershipBySfid(db, body.related_membership__c)
      : await membershipByExtId(db, body.related_membership__r__heroku_external_id__c ?? '');
    await assertMayTouchAccount(c, membership.account__c);
    checkYear(body, c.get('now')());
    await checkAor(db, body);
    // Record refs allow 40 characters (RecordRef, BoatUpdate): a dashless uuid keeps the sfid at 37.
    const sfid = `boat-${randomUUID().replaceAll('-', '')}`;
    await db.transaction(async (tx) => {
      const { rows: active } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM boats WHERE related_membership__c = $1 AND boat_status__c = 'Active'`,
        [membership.sfid],
      );
      const first = (active[0]?.n ?? 0) === 0;
      if (!first && !carriesAdditionalBoats(membership.membership_type__c)) {
        throw new ApiError(
          409,
          ['ADDITIONAL_BOATS_NOT_ALLOWED'],
          `A ${membership.membership_type__c} covers one boat.`,
        );
      }
      await insertRow(tx, 'boats', {
        ...pick(body, BOAT_FIELDS),
        sfid,
        account__c: membership.account__c,
        contact__c: membership.membership_contact__c ?? null,
        related_membership__c: membership.sfid,
        boat_status__c: 'Active',
        primary_boat__c: first,
      });
      if (first)
        await tx.query(`UPDATE memberships SET primary_boat__c = $1 WHERE sfid = $2`, [
          sfid,
          membership.sfid,
        ]);
    });
    return c.json(await boatBySfid(db, sfid), 201);
  })
  .patch('/boats', validated('updateBoat'), async (c) => {
    const body = validBody<Fields & { sfid: string; id: number; primary_boat__c?: true }>(c);
    const db = c.get('db');
    const boat = await boatBySfid(db, body.sfid);
    if (boat.id !== body.id) throw notFound('The boat');
    await assertMayTouchAccount(c, boat.account__c);
    checkYear(body, c.get('now')());
    await checkAor(db, body);
    const set = setClause(body, BOAT_FIELDS, 2);
    await db.transaction(async (tx) => {
      if (body.primary_boat__c) await makePrimaryBoat(tx, boat);
      if (!set.empty)
        await tx.query(`UPDATE boats SET ${set.sql} WHERE sfid = $1`, [body.sfid, ...set.params]);
    });
    return c.json(await boatBySfid(db, body.sfid), 200);
  })
  .delete('/boats', validated('deleteBoat'), async (c) => {
    const body = validBody<{ sfid: string; id: number; reason_for_removal?: string }>(c);
    const db = c.get('db');
    const boat = await boatBySfid(db, body.sfid);
    if (boat.id !== body.id) throw notFound('The boat');
    await assertMayTouchAccount(c, boat.account__c);
    if (boat.primary_boat__c && boat.boat_status__c === 'Active') {
      throw new ApiError(
        409,
        ['PRIMARY_BOAT_NOT_REMOVABLE'],
        'Choose a new primary boat to remove the primary boat.',
      );
    }
    await db.query(`UPDATE boats SET boat_status__c = $2 WHERE sfid = $1`, [
      body.sfid,
      body.reason_for_removal ?? 'Inactive',
    ]);
    return c.json(await boatBySfid(db, body.sfid), 200);
  })
  .patch('/boats/deleteoldsetnew/', validated('switchPrimaryBoat'), async (c) => {
    const body = validBody<{
      new_primary_boat: { id: number };
      deleted_boat: { id: number; reason_for_removal: string };
    }>(c);
    const db = c.get('db');
    const old = await boatById(db, body.deleted_boat.id);
    const next = await boatById(db, body.new_primary_boat.id);
    await assertMayTouchAccount(c, old.account__c);
    await assertMayTouchAccount(c, next.account__c);
    const valid =
      old.primary_boat__c &&
      old.boat_status__c === 'Active' &&
      next.id !== old.id &&
      !next.primary_boat__c &&
      next.boat_status__c === 'Active' &&
      next.related_membership__c !== null &&
      next.related_membership__c === old.related_membership__c;
    if (!valid) {
      throw new ApiError(
        409,
        ['INVALID_NEW_PRIMARY_BOAT'],
        'The new primary boat must be another Active boat of the same membership, replacing its primary boat.',
      );
    }
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE boats SET primary_boat__c = false, boat_status__c = $2 WHERE id = $1`, [
        old.id,
        body.deleted_boat.reason_for_removal,
      ]);
      await tx.query(`UPDATE boats SET primary_boat__c = true, boat_status__c = 'Active' WHERE id = $1`, [
        next.id,
      ]);
      await tx.query(`UPDATE memberships SET primary_boat__c = $1 WHERE sfid = $2`, [
        next.sfid,
        next.related_membership__c,
      ]);
    });
    return c.json(
      { new_primary_boat: await boatById(db, next.id), deleted_boat: await boatById(db, old.id) },
      200,
    );
  });
