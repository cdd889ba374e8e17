// Membership card orders (openapi/src/membership-cards.yaml; member spec §4 card reprint, §8).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { isoDate, membershipBySfid, one } from '../members/records';

/** Decision 052: a card is mailed in 2-4 weeks, so a reprint is refused when the membership expires within 30 days. */
export const REPRINT_MIN_DAYS_TO_EXPIRY = 30;

const FULFILLMENT_SELECT = `SELECT sfid AS id, name, status, coalesce(title, name) AS title, fulfillment_code__c,
  card_reason AS card_reason__c, to_char(order_date__c, 'YYYY-MM-DD') AS order_date__c,
  to_char(processed_date__c, 'YYYY-MM-DD') AS processed_date__c, to_char(shipped_date__c, 'YYYY-MM-DD') AS shipped_date__c,
  to_char(greatest(coalesce(order_date__c, created_at::date), processed_date__c, shipped_date__c), 'YYYY-MM-DD') AS most_recent_date,
  membership__c FROM fulfillments`;

const fulfillmentBySfid = (db: Queryable, sfid: string) =>
  one<Record<string, unknown>>(db, `${FULFILLMENT_SELECT} WHERE sfid = $1`, [sfid], 'The order');

export const membershipCardsRoutes = new Hono<SandboxEnv>()
  .get('/utility/fulfillment/:id', validated('listFulfillments'), async (c) => {
    const db = c.get('db');
    const membership = await membershipBySfid(db, c.req.param('id'));
    assertOwnAccount(c, membership.account__c);
    const { rows } = await db.query(
      `${FULFILLMENT_SELECT} WHERE membership__c = $1 ORDER BY created_at DESC, order_date__c DESC`,
      [membership.sfid],
    );
    return c.json(rows, 200);
  })
  .post('/utility/reprint', validated('requestCardReprint'), async (c) => {
    const body = validBody<{ cardReason: string; membershipid: string }>(c);
    const db = c.get('db');
    const membership = await membershipBySfid(db, body.membershipid);
    assertOwnAccount(c, membership.account__c);
    const today = c.get('now')();
    const expiry = membership.membership_expiration_date__c;
    const daysLeft = expiry
      ? Math.floor(
          (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${isoDate(today)}T00:00:00Z`)) / 86_400_000,
        )
      : -1;
    if (daysLeft < REPRINT_MIN_DAYS_TO_EXPIRY) {
      throw new ApiError(
        400,
        ['MEMBER_EXPIRING_TOO_SOON'],
        'Your membership will expire before your new card request can be fulfilled. Your request will not be processed.',
      );
    }
    const sfid = `ful-${randomUUID()}`;
    await db.query(
      `INSERT INTO fulfillments (sfid, membership__c, name, status, title, fulfillment_code__c, order_date__c, card_reason)
       VALUES ($1, $2, 'Replacement Card Package', 'Ordered', 'Replacement Card Package', 'R', $3::date, $4)`,
      [sfid, membership.sfid, isoDate(today), body.cardReason],
    );
    return c.json(await fulfillmentBySfid(db, sfid), 201);
  });
