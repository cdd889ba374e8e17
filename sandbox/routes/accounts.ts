// Account area reads (member spec §7): GET /accounts/{id}, GET /contacts/all/{accountId}. Own account only.
import { Hono } from 'hono';
import { notFound } from '../http/api-error';
import { assertOwnAccount } from '../http/bearer';
import type { SandboxEnv } from '../http/env';
import { validated } from '../http/validated';
import { accountBySfid, contactsOfAccount } from '../members/member-rows';

export const accountsRoutes = new Hono<SandboxEnv>()
  .get('/accounts/:id', validated('getAccount'), async (c) => {
    const id = c.req.param('id');
    assertOwnAccount(c, id);
    const account = await accountBySfid(c.get('db'), id);
    if (!account) throw notFound('The account');
    return c.json(account);
  })
  .get('/contacts/all/:accountId', validated('listContacts'), async (c) => {
    const accountId = c.req.param('accountId');
    assertOwnAccount(c, accountId);
    if (!(await accountBySfid(c.get('db'), accountId))) throw notFound('The account');
    return c.json(await contactsOfAccount(c.get('db'), accountId));
  });
