// Payments (openapi/src/payments.yaml): checkout, Lake-to-Gold upgrade, mid-membership trailer care,
// auto-renewal enrol/unenrol and the modelled wallet calls. Every charge is priced here with
// machines/pricing.ts and goes through payments/charge-card.ts under the request's Idempotency-Key and the
// order it pays (payments/order-keys.ts, decision 194): one charge per order whatever the key.
import { Hono } from 'hono';
import { takesLakeToGold } from '@/machines/membership/upgrade-eligibility';
import { lakeToGoldPrice, sameAmount, trailerCareUpgradePrice } from '@/machines/pricing';
import {
  TRAILER_CARE_MESSAGES,
  trailerCarePaymentType,
  UPGRADE_PAYMENT_TYPES,
} from '@/machines/upgrades/trailer-care-levels';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { assertMayTouchAccount } from '../members/access';
import { membershipByExtId, membershipBySfid, one } from '../members/records';
import {
  chargeCard,
  checkCard,
  duplicateOrder,
  refuseIfCharged,
  type ChargeKeys,
} from '../payments/charge-card';
import { checkout, toCard, type CcDetails, type CheckoutRequest } from '../payments/checkout';
import { idempotencyKey, requireIdempotencyKey } from '../payments/idempotency-key';
import { orderKeys } from '../payments/order-keys';
import {
  cartTrailerCare,
  loadPriceList,
  TRAILER_CARE_RECORD,
  TRAILER_CARE_TYPES,
  type CartTrailerCare,
} from '../payments/price-list';

type Charge = { cc_details: CcDetails; total_cost: number; membership__c: { heroku_external_id__c: string } };

/** Account types that never auto-renew (spec §6: monthly and subsidized hide auto-renew). */
const NO_AUTO_RENEW_ACCOUNTS = ['Customer - Monthly', 'Customer - Subsidized'];

function assertPrice(expected: number, sent: number) {
  if (!sameAmount(expected, sent))
    throw new ApiError(
      400,
      ['PRICE_MISMATCH'],
      `The charge is ${expected.toFixed(2)}, not ${sent.toFixed(2)}.`,
    );
}

/** Charges inside `tx`, then runs `write`; a refused charge or a failed write rolls back both. */
async function chargeThen(
  tx: Queryable,
  keys: ChargeKeys,
  amount: number,
  body: Charge,
  membership: { sfid: string; account__c: string },
  description: string,
  today: Date,
  write: () => Promise<void>,
) {
  const charge = await chargeCard({
    db: tx,
    ...keys,
    amount,
    card: toCard(body.cc_details),
    description,
    today,
    accountSfid: membership.account__c,
    membershipSfid: membership.sfid,
  });
  if (!charge.ok) throw new ApiError(charge.status, charge.codes, charge.message);
  await write();
}

/**
 * The membership a charge changes, locked until the charge's transaction ends: a concurrent charge of it
 * waits, then reads what the first one wrote (decision 194).
 */
async function lockedMembership(tx: Queryable, extId: string) {
  await tx.query(`SELECT 1 FROM memberships WHERE heroku_external_id__c = $1 FOR UPDATE`, [extId]);
  return membershipByExtId(tx, extId);
}

/** The keys of an operation's charge; a resubmission or an order already paid is answered before any business rule. */
async function chargeKeys(db: Queryable, prefix: string, key: string, orderKey: string): Promise<ChargeKeys> {
  const keys = { idempotencyKey: `${prefix}:${key}`, orderKey };
  await refuseIfCharged(db, keys);
  return keys;
}

const walletUnavailable = () =>
  new ApiError(
    422,
    ['WALLET_UNAVAILABLE'],
    'Wallet payments are not available in the sandbox. Please pay by card.',
  );

export const paymentsRoutes = new Hono<SandboxEnv>()
  .post('/authorizenet/checkout', validated('checkout'), requireIdempotencyKey('checkout'), async (c) => {
    const body = validBody<CheckoutRequest>(c);
    const db = c.get('db');
    const { rows } = await db.query<{ sfid: string }>(
      `SELECT sfid FROM accounts WHERE heroku_external_id__c = $1`,
      [body.account.heroku_external_id__c],
    );
    if (!rows[0]) throw new ApiError(404, ['NO_ACCOUNT_FOUND'], 'No application was found with these ids.');
    await assertMayTouchAccount(c, rows[0].sfid);
    const memberships = await db.transaction((tx) =>
      checkout(tx, body, { idempotencyKey: idempotencyKey(c), today: c.get('now')() }),
    );
    return c.json(memberships, 201);
  })
  .post(
    '/upgrades',
    validated('upgradeMembership'),
    requireIdempotencyKey('upgradeMembership'),
    async (c) => {
      const body = validBody<Charge>(c);
      const db = c.get('db');
      const sfid = await db.transaction(async (tx) => {
        const membership = await lockedMembership(tx, body.membership__c.heroku_external_id__c);
        assertOwnAccount(c, membership.account__c);
        const upgradeKeys = await chargeKeys(tx, 'upgrade', idempotencyKey(c), orderKeys.upgrade(membership));
        if (
          !takesLakeToGold(membership.membership_type__c) ||
          ['Expired', 'Cancelled', 'Do Not Renew'].includes(membership.membership_status__c)
        ) {
          throw new ApiError(
            400,
            ['NOT_UPGRADABLE'],
            'Only a Lake Card membership in force can be upgraded to Gold Card.',
          );
        }
        const amount = lakeToGoldPrice(await loadPriceList(tx));
        assertPrice(amount, body.total_cost);
        await chargeThen(
          tx,
          upgradeKeys,
          amount,
          body,
          membership,
          `${UPGRADE_PAYMENT_TYPES.membership}: Lake Card to Gold Card`,
          c.get('now')(),
          async () => {
            await tx.query(`UPDATE memberships SET membership_type__c = 'Gold Card' WHERE sfid = $1`, [
              membership.sfid,
            ]);
          },
        );
        return membership.sfid;
      });
      return c.json(await membershipBySfid(db, sfid), 201);
    },
  )
  .post(
    '/midmembershiptrailercare',
    validated('addTrailerCare'),
    requireIdempotencyKey('addTrailerCare'),
    async (c) => {
      const body = validBody<
        Charge & { trailer_care_type?: CartTrailerCare; upgrading_to?: 'Trailer Care Plus' }
      >(c);
      const db = c.get('db');
      const sfid = await db.transaction(async (tx) => {
        const membership = await lockedMembership(tx, body.membership__c.heroku_external_id__c);
        assertOwnAccount(c, membership.account__c);
        const current = cartTrailerCare(membership.trailer_care_type__c);
        const wanted: CartTrailerCare = body.upgrading_to ?? body.trailer_care_type ?? 'Trailer Care Plus';
        const trailerCareKeys = await chargeKeys(
          tx,
          'trailercare',
          idempotencyKey(c),
          orderKeys.trailerCare(membership, wanted),
        );
        if (
          !TRAILER_CARE_TYPES.includes(membership.membership_type__c) ||
          current === 'Trailer Care Plus' ||
          current === wanted
        ) {
          throw new ApiError(
            400,
            ['TRAILER_CARE_NOT_AVAILABLE'],
            current === 'Trailer Care Plus'
              ? TRAILER_CARE_MESSAGES.alreadyPlus
              : TRAILER_CARE_MESSAGES.unavailable,
          );
        }
        const amount = trailerCareUpgradePrice(await loadPriceList(tx), current, wanted);
        assertPrice(amount, body.total_cost);
        await chargeThen(
          tx,
          trailerCareKeys,
          amount,
          body,
          membership,
          `${trailerCarePaymentType(current)}: ${wanted}`,
          c.get('now')(),
          async () => {
            await tx.query(`UPDATE memberships SET trailer_care_type__c = $2 WHERE sfid = $1`, [
              membership.sfid,
              TRAILER_CARE_RECORD[wanted],
            ]);
          },
        );
        return membership.sfid;
      });
      return c.json(await membershipBySfid(db, sfid), 201);
    },
  )
  .post('/authorizenet/cancelexistingmakenew', validated('enrolAutoRenewal'), async (c) => {
    const body = validBody<{
      cc_details: CcDetails;
      amount: number;
      arb_start_date: string;
      membershipid: string;
    }>(c);
    const db = c.get('db');
    const membership = await membershipBySfid(db, body.membershipid);
    assertOwnAccount(c, membership.account__c);
    const account = await one<{ account_detail_type__c: string }>(
      db,
      `SELECT account_detail_type__c FROM accounts WHERE sfid = $1`,
      [membership.account__c],
      'The account',
    );
    if (
      membership.membership_type__c === 'Trial Membership' ||
      NO_AUTO_RENEW_ACCOUNTS.includes(account.account_detail_type__c)
    ) {
      throw new ApiError(
        400,
        ['AUTO_RENEW_NOT_AVAILABLE'],
        'Automatic renewal is not available for this membership.',
      );
    }
    const expiry = membership.membership_expiration_date__c;
    const problem = checkCard(
      toCard(body.cc_details),
      c.get('now')(),
      expiry ? new Date(`${expiry}T00:00:00Z`) : null,
    );
    if (problem) throw new ApiError(problem.status, problem.codes, problem.message);
    const last4 = body.cc_details.cc_number.slice(-4);
    await db.transaction(async (tx) => {
      // One subscription per membership and card (decision 194): the same card again changes nothing and
      // is a duplicate, also between concurrent enrolments (the upsert waits for the other's row).
      const { rows: subscribed } = await tx.query(
        `INSERT INTO payment_profiles AS p (membership__c, pymt__last_4_digits__c, card_expiration_date__c, arb_start_date) VALUES ($1, $2, $3, $4::date)
         ON CONFLICT (membership__c) DO UPDATE SET pymt__last_4_digits__c = $2, card_expiration_date__c = $3, arb_start_date = $4::date
         WHERE (p.pymt__last_4_digits__c, p.card_expiration_date__c) IS DISTINCT FROM ($2, $3)
         RETURNING 1`,
        [membership.sfid, last4, body.cc_details.exp_date, body.arb_start_date],
      );
      if (subscribed.length === 0) throw duplicateOrder();
      await tx.query(
        `UPDATE memberships SET auto_renew__c = true, last_4_digits__c = $2, card_expiration_date__c = $3, communication_member_renewal_amount__c = $4 WHERE sfid = $1`,
        [membership.sfid, last4, body.cc_details.exp_date, body.amount],
      );
    });
    return c.json(await membershipBySfid(db, membership.sfid), 201);
  })
  .delete('/authorizenet/cancelarbfrommembershipid', validated('unenrolAutoRenewal'), async (c) => {
    const body = validBody<{ membershipid: string }>(c);
    const db = c.get('db');
    const membership = await membershipBySfid(db, body.membershipid);
    assertOwnAccount(c, membership.account__c);
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM payment_profiles WHERE membership__c = $1`, [membership.sfid]);
      await tx.query(`UPDATE memberships SET auto_renew__c = false WHERE sfid = $1`, [membership.sfid]);
    });
    return c.json(await membershipBySfid(db, membership.sfid), 200);
  })
  .post(
    '/apple/processpayment',
    validated('processApplePayment'),
    requireIdempotencyKey('processApplePayment'),
    () => {
      throw walletUnavailable();
    },
  )
  .post(
    '/google/processpayment',
    validated('processGooglePayment'),
    requireIdempotencyKey('processGooglePayment'),
    () => {
      throw walletUnavailable();
    },
  )
  .post('/apple/verifymerchant', validated('verifyAppleMerchant'), () => {
    throw walletUnavailable();
  });
