// Programs participant application (companion spec §3 "Application payload", §4 "Application outcome").
// Path chosen here (docs/decisions/060-partner-contract-choices.md): POST /programs/application.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { operations } from '@/openapi/schema.gen';
import { fail } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { ADDRESS_COLUMNS } from '../partner/partner-account';
import { issueLinkToken } from '../partner/link-token';
import { loginExists } from '../partner/partner-login';

// The request body as the contract defines it (validated against the same document before this runs).
type Application = operations['submitParticipantApplication']['requestBody']['content']['application/json'];

const PROGRAMS = [
  { flag: 'savingsClub', service: 'Savings Club', program: 'savings_club' },
  { flag: 'seaCare', service: 'Sea Care', program: 'sea_care' },
  { flag: 'membershipKits', service: 'Membership Kits', program: 'membership_kits' },
] as const;

export const NO_SERVICE = 'You must select at least one service';
export const TERMS_REQUIRED = 'must be accepted to apply as a participant';

const accountTextFields = [
  'name',
  'partner_description__c',
  'phone',
  'public_facing_email_address__c',
  'public_facing_url__c',
  ...ADDRESS_COLUMNS,
] as const;

export const programsRoutes = new Hono<SandboxEnv>().post(
  '/programs/application',
  validated('submitParticipantApplication'),
  async (c) => {
    const application = validBody<Application>(c);
    const fieldErrors: Record<string, string[]> = {};
    if (!application.savingsClub && !application.seaCare && !application.membershipKits)
      fieldErrors['body.savingsClub'] = [NO_SERVICE];
    if (!application.termsAgreement) fieldErrors['body.termsAgreement'] = [TERMS_REQUIRED];
    const first = Object.values(fieldErrors)[0]?.[0];
    if (first) return fail(c, 400, ['VALIDATION_FAILED'], first, fieldErrors);

    const chosen = PROGRAMS.filter((program) => application[program.flag]);
    const services = chosen.map((program) => program.service).join(';');
    const account: Record<string, unknown> = { ...application.account };
    // Mailing same as public: the mailing fields are the public ones (spec §5: "When it is the same they are cleared").
    if (account.mailingAddressSameAsPublic !== false) {
      for (const part of ['street', 'city', 'state', 'postalcode', 'country'] as const)
        account[`billing${part}`] = account[`shipping${part}`];
    }
    const sfid = `001${randomUUID().replaceAll('-', '').slice(0, 15)}`;
    const contactSfid = `003${randomUUID().replaceAll('-', '').slice(0, 15)}`;
    const db = c.get('db');
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO accounts (sfid, type, account_detail_type__c, approval_status__c, more_than_one_location__c, services_requested__c, ${accountTextFields.join(', ')})
       VALUES ($1, 'Partner', 'Partner', 'Awaiting Approval', $2, $3, ${accountTextFields.map((_, i) => `$${i + 4}`).join(', ')})`,
        [
          sfid,
          account.more_than_one_location__c ?? false,
          services,
          ...accountTextFields.map((f) => account[f] ?? null),
        ],
      );
      await tx.query(
        `INSERT INTO contacts (sfid, accountid, firstname, lastname, email, phone, contact_type__c, partner_contact_role__c)
       VALUES ($1, $2, $3, $4, $5, $6, 'Primary Contact', 'Business Owner')`,
        [
          contactSfid,
          sfid,
          application.contact.firstName,
          application.contact.lastName,
          application.contact.email,
          application.contact.phone,
        ],
      );
      for (const { program } of chosen) {
        await tx.query(
          `INSERT INTO partner_programs (account__c, program, status) VALUES ($1, $2, 'Requested')`,
          [sfid, program],
        );
      }
    });
    if (!application.savingsClub || !application.auth0_email) {
      return c.json(
        {
          auth0_status: 'NO_AUTH0_CHECK_PERFORMED' as const,
          account_uuid: sfid,
          auth0_email: application.auth0_email ?? null,
          link_token: null,
        },
        201,
      );
    }
    const found = await loginExists(db, application.auth0_email);
    // The only proof create-account accepts for this new account (decision 192).
    const linkToken = found
      ? null
      : await issueLinkToken(db, { accountSfid: sfid, email: application.auth0_email, now: c.get('now')() });
    return c.json(
      {
        auth0_status: found ? ('AUTH0_ACCOUNT_FOUND' as const) : ('AUTH0_ACCOUNT_NOT_FOUND' as const),
        account_uuid: sfid,
        auth0_email: application.auth0_email,
        link_token: linkToken,
      },
      201,
    );
  },
);
