// Program tasks (companion spec §7 "POST /tasks with a service tag"): a partner applies for Sea Care or
// Membership Kits; the sandbox records an open review task with the contact the application carries (§3,
// decision 240) and the program as Requested on the account.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { fail } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validBody, validated } from '../http/validated';
import { ownPartnerAccount } from '../partner/partner-account';

const PROGRAM_OF = { 'Sea Care': 'sea_care', 'Membership Kits': 'membership_kits' } as const;
type Service = keyof typeof PROGRAM_OF;
interface ApplicationContact {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export const tasksRoutes = new Hono<SandboxEnv>().post(
  '/tasks',
  validated('createProgramTask'),
  async (c) => {
    const { accountId, service, contact, comments } = validBody<{
      accountId: string;
      service: Service;
      contact: ApplicationContact;
      comments?: string;
    }>(c);
    const account = await ownPartnerAccount(c, accountId);
    const id = randomUUID();
    const outcome = await c.get('db').transaction(async (tx) => {
      const { rows: programs } = await tx.query<{ status: string }>(
        `SELECT status FROM partner_programs WHERE account__c = $1 AND program = $2`,
        [account.sfid, PROGRAM_OF[service]],
      );
      const current = programs[0]?.status;
      if (current && current !== 'Requested') return { conflict: 'ALREADY_IN_PROGRAM' as const };
      const { rows } = await tx.query<{ created_at: Date | string; contact: ApplicationContact }>(
        `INSERT INTO program_tasks (id, account_id, service, contact, comments) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, service) WHERE status = 'Open' DO NOTHING RETURNING created_at, contact`,
        [id, account.sfid, service, JSON.stringify(contact), comments ?? null],
      );
      if (!rows[0]) return { conflict: 'ALREADY_REQUESTED' as const };
      await tx.query(
        `INSERT INTO partner_programs (account__c, program, status) VALUES ($1, $2, 'Requested') ON CONFLICT (account__c, program) DO NOTHING`,
        [account.sfid, PROGRAM_OF[service]],
      );
      const requested = (account.services_requested__c ?? '').split(';').filter(Boolean);
      if (!requested.includes(service)) {
        await tx.query(`UPDATE accounts SET services_requested__c = $2 WHERE sfid = $1`, [
          account.sfid,
          [...requested, service].join(';'),
        ]);
      }
      return { createdAt: rows[0].created_at, contact: rows[0].contact };
    });
    if ('conflict' in outcome) {
      return outcome.conflict === 'ALREADY_IN_PROGRAM'
        ? fail(c, 409, ['ALREADY_IN_PROGRAM'], `This account already takes part in ${service}.`)
        : fail(c, 409, ['ALREADY_REQUESTED'], `An application for ${service} is already under review.`);
    }
    return c.json(
      {
        id,
        account_id: account.sfid,
        service,
        status: 'Open' as const,
        contact: outcome.contact,
        comments: comments ?? null,
        created_at: new Date(outcome.createdAt).toISOString(),
      },
      201,
    );
  },
);
