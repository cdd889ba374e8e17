// PATCH /boats with primary_boat__c: the boat becomes its membership's primary boat (member spec §5 Other
// boat form, decision 246): the old primary stays Active and is no longer primary, and the membership names
// the new one, in the caller's transaction (as deleteoldsetnew does, without removing a boat).
import { primaryReassignable } from '@/machines/boats/primary-boat';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';

interface EditedBoat {
  id: number;
  related_membership__c: string | null;
  primary_boat__c: boolean;
  boat_status__c: string | null;
}

export async function makePrimaryBoat(tx: Queryable, boat: EditedBoat): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM boats WHERE related_membership__c = $1 AND primary_boat__c AND boat_status__c = 'Active'`,
    [boat.related_membership__c],
  );
  const active = (boat.boat_status__c ?? 'Active') === 'Active';
  const standing = { primary: boat.primary_boat__c, hasPrimary: rows.length > 0 };
  if (!active || boat.related_membership__c === null || !primaryReassignable(standing)) {
    throw new ApiError(
      409,
      ['PRIMARY_BOAT_NOT_REASSIGNABLE'],
      'Only an Active boat that is not primary, of a membership with a primary boat, may become its primary boat.',
    );
  }
  await tx.query(`UPDATE boats SET primary_boat__c = false WHERE id = ANY($1::int[])`, [
    rows.map((r) => r.id),
  ]);
  await tx.query(`UPDATE boats SET primary_boat__c = true WHERE id = $1`, [boat.id]);
  await tx.query(
    `UPDATE memberships m SET primary_boat__c = b.sfid FROM boats b WHERE b.id = $1 AND m.sfid = b.related_membership__c`,
    [boat.id],
  );
}
