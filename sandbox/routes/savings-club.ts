// Savings Club (companion spec §7): partner logins, partner dashboard, offer lifecycle, member browsing and
// the logo upload. Bodies and parameters are validated from the contract by `validated(operationId)`;
// what remains here are the business rules.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { meetsPasswordRules } from '@/machines/forms/password-rules';
import type { StoredOffer } from '@/machines/partner/offer-form';
import { OFFER_CATEGORIES } from '@/machines/savings-club/offer-categories';
import { ApiError, fail } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { consumeLinkToken } from '../partner/link-token';
import {
  createPartnerLogin,
  partnerAccountHasLogin,
  setPartnerAccountOfUser,
} from '../partner/partner-login';
import { ownPartnerAccount, partnerAccountOf } from '../partner/partner-account';
import { assertInSavingsClub, programStatuses, type Program } from '../partner/partner-programs';
import { checkLogo, SERVED_LOGO_HEADERS } from '../savings-club/logo-image';
import { offerRuleErrors } from '../savings-club/offer-rules';
import {
  EDITABLE_OFFER_FIELDS,
  OFFER_COLUMNS,
  groupOf,
  toOffer,
  type OfferRow,
} from '../savings-club/offer-rows';

export const PAGE_SIZE = 12;

const offerSelect = `SELECT ${OFFER_COLUMNS.map((c) => `o.${c}`).join(', ')}, a.shippingpostalcode
  FROM savings_club_offers o JOIN accounts a ON a.sfid = o.partner_account__c`;
const publicOffer = `o.offer_status__c = 'Active' AND o.approval_status__c = 'Approved'`;

type Ctx = Context<SandboxEnv>;

/** 400 with the rule's field errors; an edit is held only to the problems it introduces itself. */
function assertRules(offer: StoredOffer, before?: StoredOffer) {
  const existing = before ? offerRuleErrors(before, OFFER_CATEGORIES) : {};
  const errors = Object.fromEntries(
    Object.entries(offerRuleErrors(offer, OFFER_CATEGORIES))
      .map(([field, messages]) => [field, messages.filter((m) => !existing[field]?.includes(m))] as const)
      .filter(([, messages]) => messages.length > 0),
  );
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(400, ['VALIDATION_FAILED'], first, errors);
}

async function offerBySfid(c: Ctx, sfid: string): Promise<OfferRow | undefined> {
  const { rows } = await c.get('db').query<OfferRow>(`${offerSelect} WHERE o.sfid = $1`, [sfid]);
  return rows[0];
}

/** The offer if it belongs to the caller's partner account (403 otherwise, 404 when unknown), not archived. */
async function ownLiveOffer(c: Ctx, sfid: string): Promise<OfferRow> {
  const offer = await offerBySfid(c, sfid);
  if (!offer) throw new ApiError(404, ['NOT_FOUND'], 'No offer with this sfid.');
  await ownPartnerAccount(c, offer.partner_account__c);
  if (offer.offer_status__c === 'Inactive')
    throw new ApiError(409, ['OFFER_ARCHIVED'], 'This offer was removed and is archived.');
  return offer;
}

const currentOffer = async (c: Ctx, sfid: string) => toOffer((await offerBySfid(c, sfid))!);

export const savingsClubRoutes = new Hono<SandboxEnv>()
  .post('/savingsclub/createandlinkaccount', validated('createAndLinkSavingsClubAccount'), async (c) => {
    const { password, account_uuid, email, link_token } = validBody<{
      password: string;
      account_uuid: string;
      email: string;
      link_token: string;
    }>(c);
    if (!meetsPasswordRules(password)) {
      return fail(
        c,
        400,
        ['PASSWORD_COMPLEXITY_ERROR'],
        'The password provided does not meet the current complexity requirements.',
        {
          'body.password': [
            'must have at least 8 characters and 3 of: lower case, upper case, digits, special characters',
          ],
        },
      );
    }
    const db = c.get('db');
    const account = await partnerAccountOf(db, account_uuid);
    if (!account) return fail(c, 404, ['NO_ACCOUNT_FOUND'], 'No partner account with this account_uuid.');
    // Proof of the account, not knowledge of its id (decision 192): the application's link token, once,
    // for an account that has no login yet; a refusal leaves the token unused.
    await db.transaction(async (tx) => {
      if (await partnerAccountHasLogin(tx, account.sfid))
        throw new ApiError(409, ['ACCOUNT_ALREADY_LINKED'], 'This account already has a login.');
      const proven = await consumeLinkToken(tx, {
        token: link_token,
        accountSfid: account.sfid,
        email,
        now: c.get('now')(),
      });
      if (!proven)
        throw new ApiError(409, ['LINK_TOKEN_INVALID'], 'The link token is unknown, used or expired.');
      const created = await createPartnerLogin(tx, {
        email,
        password,
        name: account.name,
        partnerAccountId: account.sfid,
      });
      if (!created)
        throw new ApiError(409, ['AUTH0_ACCOUNT_FOUND'], 'A login with this e-mail already exists.');
    });
    return c.json({ auth0_status: 'AUTH0_ACCOUNT_CREATED' as const, account_uuid, email }, 201);
  })
  .post('/savingsclub/swapmetadata', validated('swapPartnerMetadata'), async (c) => {
    const { auth0_id, account_uuid } = validBody<{ auth0_id: string; account_uuid: string }>(c);
    const claims = c.get('claims');
    if (claims.sub !== auth0_id || claims.temp_partner_account_id !== account_uuid) {
      return fail(c, 403, ['FORBIDDEN'], 'You can only swap your own temporary partner id.');
    }
    const { rows } = await c.get('db').query<{ sfid: string }>(
      `SELECT a.sfid FROM users u JOIN accounts a ON a.sfid = coalesce(u.partner_account_id, u.temp_partner_account_id)
        WHERE u.id = $1 AND u.temp_partner_account_id = $2 AND a.account_detail_type__c = 'Partner'`,
      [auth0_id, account_uuid],
    );
    const account = rows[0];
    if (!account) return fail(c, 404, ['NO_ACCOUNT_FOUND'], 'No partner account for this temporary id.');
    await setPartnerAccountOfUser(c.get('db'), auth0_id, account.sfid);
    return c.json({ account_id: account.sfid });
  })
  .get('/savingsclubdashboard/:accountId', validated('getPartnerPrograms'), async (c) => {
    const account = await ownPartnerAccount(c, c.req.param('accountId'));
    const db = c.get('db');
    const statuses = await programStatuses(db, account.sfid);
    const statusOf = (program: Program) => {
      const status = statuses[program];
      return status ? { status } : null;
    };
    const { rows } = await db.query<OfferRow>(
      `${offerSelect} WHERE o.partner_account__c = $1 ORDER BY o.id`,
      [account.sfid],
    );
    const offers = rows.map((row) => toOffer(row));
    return c.json({
      account,
      programs: {
        savings_club: statusOf('savings_club')
          ? {
              active: offers.filter((o) => groupOf(o) === 'active'),
              awaiting_approval: offers.filter((o) => groupOf(o) === 'awaiting_approval'),
              prior: offers.filter((o) => groupOf(o) === 'prior'),
            }
          : null,
        sea_care: statusOf('sea_care'),
        membership_kits: statusOf('membership_kits'),
      },
    });
  })
  .post('/savingsclub/', validated('createSavingsClubOffer'), async (c) => {
    const input = validBody<StoredOffer & Record<string, unknown> & { partner_account__c: string }>(c);
    const account = await ownPartnerAccount(c, input.partner_account__c);
    await assertInSavingsClub(c.get('db'), account.sfid);
    assertRules(input);
    const locality = input.locality_of_offer__c ?? (input.online_redemption__c ? 'National' : 'Local');
    const given = EDITABLE_OFFER_FIELDS.filter((f) => input[f] !== undefined && f !== 'locality_of_offer__c');
    const fields = [...given, 'locality_of_offer__c'];
    const values = [...given.map((f) => input[f]), locality];
    const sfid = `a0S${randomUUID().replaceAll('-', '').slice(0, 15)}`;
    await c.get('db').query(
      `INSERT INTO savings_club_offers (sfid, partner_account__c, company_name__c, company_logo__c, offer_status__c, approval_status__c, featured__c, ${fields.join(', ')})
       VALUES ($1, $2, $3, $4, 'Active', 'Awaiting Approval', false, ${fields.map((_, i) => `$${i + 5}`).join(', ')})`,
      [sfid, account.sfid, account.name, account.company_logo__c, ...values],
    );
    return c.json(await currentOffer(c, sfid), 201);
  })
  .patch('/savingsclub/', validated('updateSavingsClubOffer'), async (c) => {
    const patch = validBody<Record<string, unknown> & { sfid: string; offer_status__c?: string }>(c);
    const existing = await ownLiveOffer(c, patch.sfid);
    const db = c.get('db');
    if (patch.offer_status__c === 'Inactive') {
      await db.query(`UPDATE savings_club_offers SET offer_status__c = 'Inactive' WHERE sfid = $1`, [
        existing.sfid,
      ]);
      return c.json(await currentOffer(c, existing.sfid));
    }
    const fields = EDITABLE_OFFER_FIELDS.filter((f) => patch[f] !== undefined);
    assertRules(
      { ...existing, ...Object.fromEntries(fields.map((f) => [f, patch[f]])) } as StoredOffer,
      existing as StoredOffer,
    );
    const assignments = [
      ...fields.map((f, i) => `${f} = $${i + 2}`),
      `approval_status__c = 'Awaiting Approval'`,
    ];
    await db.query(`UPDATE savings_club_offers SET ${assignments.join(', ')} WHERE sfid = $1`, [
      existing.sfid,
      ...fields.map((f) => patch[f]),
    ]);
    return c.json(await currentOffer(c, existing.sfid));
  })
  .post('/savingsclub/requestapproval/', validated('requestSavingsClubOfferApproval'), async (c) => {
    const existing = await ownLiveOffer(c, validBody<{ sfid: string }>(c).sfid);
    await c
      .get('db')
      .query(`UPDATE savings_club_offers SET approval_status__c = 'Awaiting Approval' WHERE sfid = $1`, [
        existing.sfid,
      ]);
    return c.json(await currentOffer(c, existing.sfid));
  })
  .get('/savingsclub/detail/:id', validated('getSavingsClubOfferDetail'), async (c) => {
    const db = c.get('db');
    const { rows } = await db.query<OfferRow>(
      `${offerSelect} WHERE ${publicOffer} AND (o.sfid = $1 OR o.id::text = $1)`,
      [c.req.param('id')],
    );
    const row = rows[0];
    if (!row) return fail(c, 404, ['NOT_FOUND'], 'No active offer with this id.');
    const account = await partnerAccountOf(db, row.partner_account__c);
    const { rows: others } = await db.query<OfferRow>(
      `${offerSelect} WHERE ${publicOffer} AND o.partner_account__c = $1 AND o.sfid <> $2 ORDER BY o.featured__c DESC, o.id`,
      [row.partner_account__c, row.sfid],
    );
    return c.json({
      account: account!,
      offer: toOffer(row),
      additional_offers: others.map((o) => toOffer(o)),
    });
  })
  .get('/savingsclub/3randomnationaldeals/', validated('getThreeRandomNationalDeals'), async (c) => {
    const { rows } = await c
      .get('db')
      .query<OfferRow>(
        `${offerSelect} WHERE ${publicOffer} AND o.locality_of_offer__c = 'National' ORDER BY random() LIMIT 3`,
      );
    return c.json(rows.map((row) => toOffer(row)));
  })
  .post('/savingsclub/search', validated('searchSavingsClub'), async (c) => {
    const criteria = validBody<{
      category?: string;
      searchTerm?: string;
      sort?: string;
      postalCode?: string;
      page?: number;
    }>(c);
    const params: unknown[] = [];
    const where = [publicOffer];
    if (criteria.category && criteria.category !== 'All') {
      params.push(criteria.category);
      const n = params.length;
      where.push(
        `(o.primary_category__c = $${n} OR ';' || replace(coalesce(o.secondary_category__c, ''), '; ', ';') || ';' LIKE '%;' || $${n} || ';%')`,
      );
    }
    const term = criteria.searchTerm?.trim();
    if (term) {
      params.push(`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(`(o.company_name__c ILIKE $${params.length} OR a.name ILIKE $${params.length})`);
    }
    const { rows } = await c
      .get('db')
      .query<OfferRow>(
        `${offerSelect} WHERE ${where.join(' AND ')} ORDER BY o.featured__c DESC, o.company_name__c, o.id`,
        params,
      );
    const offers = rows.map((row) => toOffer(row, criteria.postalCode));
    if (criteria.sort === 'Distance from Me') {
      offers.sort((x, y) => (x.distance_from_zip ?? Infinity) - (y.distance_from_zip ?? Infinity));
    }
    const page = criteria.page ?? 1;
    return c.json({
      offers: offers.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: offers.length,
      page,
      page_size: PAGE_SIZE,
    });
  })
  .post('/savingsclub/uploadlogotos3', validated('uploadPartnerLogo'), async (c) => {
    const { accountid, base64encodedimage } = validBody<{ accountid: string; base64encodedimage: string }>(c);
    const account = await ownPartnerAccount(c, accountid);
    const logo = checkLogo(base64encodedimage);
    if (!logo.ok)
      return fail(c, 400, ['VALIDATION_FAILED'], logo.message, { 'body.base64encodedimage': [logo.message] });
    const file = `${randomUUID()}.${logo.image.extension}`;
    const url = `/api/savingsclub/logos/${file}`;
    await c.get('db').transaction(async (tx) => {
      await tx.query(
        `INSERT INTO partner_logos (file, account_sfid, content_type, image) VALUES ($1, $2, $3, $4)`,
        [file, account.sfid, logo.image.contentType, logo.image.bytes],
      );
      await tx.query(`UPDATE accounts SET company_logo__c = $2 WHERE sfid = $1`, [account.sfid, url]);
      await tx.query(`UPDATE savings_club_offers SET company_logo__c = $2 WHERE partner_account__c = $1`, [
        account.sfid,
        url,
      ]);
    });
    return c.json({ company_logo__c: url });
  })
  .get('/savingsclub/logos/:file', validated('getPartnerLogo'), async (c) => {
    const { rows } = await c
      .get('db')
      .query<{ content_type: string; image: Uint8Array }>(
        `SELECT content_type, image FROM partner_logos WHERE file = $1`,
        [c.req.param('file')],
      );
    const logo = rows[0];
    if (!logo) return fail(c, 404, ['NOT_FOUND'], 'No such logo.');
    return c.body(new Uint8Array(logo.image), 200, {
      'content-type': logo.content_type,
      'cache-control': 'public, max-age=3600',
      ...SERVED_LOGO_HEADERS,
    });
  });
