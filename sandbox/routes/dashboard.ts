// Member dashboard (member spec §7): the account with its memberships (nested boats, aor,
// payment_profile), and one membership with its local operator. Own account only.
import { Hono } from 'hono';
import { notFound } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validated } from '../http/validated';
import { accountBySfid, membershipBySfid, membershipsOfAccount } from '../members/member-rows';

export const dashboardRoutes = new Hono<SandboxEnv>()
  .get('/dashboard/:accountId', validated('getDashboard'), async (c) => {
    const accountId = c.req.param('accountId');
    assertOwnAccount(c, accountId);
    const account = await accountBySfid(c.get('db'), accountId);
    if (!account) throw notFound('The account');
    return c.json({ account, memberships: await membershipsOfAccount(c.get('db'), accountId) });
  })
  .get('/membershipandaor/:id', validated('getMembershipAndAor'), async (c) => {
    const membership = await membershipBySfid(c.get('db'), c.req.param('id'));
    if (membership) assertOwnAccount(c, membership.account__c);
    if (!membership) throw notFound('The membership');
    return c.json({ membership, aor: membership.aor });
  });
