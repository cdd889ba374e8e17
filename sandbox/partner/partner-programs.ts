// The programs a partner account takes part in (companion spec §3 'Programs per partner'), one row per
// program with its status: the dashboard lists them and the offer routes ask the Savings Club rule of them.
import { canCreateSavingsClubOffers } from '@/machines/partner/partner-rules';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';

export type Program = 'savings_club' | 'sea_care' | 'membership_kits';

/** Each program of the account with its status ('Approved', 'Awaiting Approval', 'Requested', …). */
export async function programStatuses(
  db: Queryable,
  accountSfid: string,
): Promise<Partial<Record<Program, string>>> {
  const { rows } = await db.query<{ program: Program; status: string }>(
    `SELECT program, status FROM partner_programs WHERE account__c = $1`,
    [accountSfid],
  );
  return Object.fromEntries(rows.map((row) => [row.program, row.status]));
}

/** 409 NOT_IN_SAVINGS_CLUB for an account outside the Savings Club, e.g. in Sea Care only (decision 242). */
export async function assertInSavingsClub(db: Queryable, accountSfid: string): Promise<void> {
  const { savings_club } = await programStatuses(db, accountSfid);
  if (!canCreateSavingsClubOffers({ savings_club: savings_club ? { status: savings_club } : null }))
    throw new ApiError(
      409,
      ['NOT_IN_SAVINGS_CLUB'],
      'This account does not take part in the Savings Club, so it cannot create Savings Club offers.',
    );
}
