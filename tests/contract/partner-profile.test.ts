// PATCH /accounts with a partner's business profile (companion spec §2.6, §7): the partner's own account
// takes the profile fields; a member account refuses them (400); another partner's account is 403.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
let partner: string;
let gold: string;
beforeAll(async () => {
  sandbox = await resetSandbox();
  partner = await signInAs('newpartner@example.com', sandbox);
  gold = await signInAs('gold@example.com', sandbox);
});
beforeEach(async () => {
  await resetSandbox();
});

const idOf = async (token: string, sfid: string) =>
  (await apiClient(sandbox, token).GET('/accounts/{id}', { params: { path: { id: sfid } } })).data!.id;

describe('PATCH /accounts: a partner business profile', () => {
  it("stores the partner's description, public e-mail, website and social links", async () => {
    const id = await idOf(partner, 'acc-newpartner');
    const { response } = await apiClient(sandbox, partner).PATCH('/accounts', {
      body: {
        sfid: 'acc-newpartner',
        id,
        name: 'Newport Canvas Works',
        partner_description__c: 'Custom canvas for boats.',
        public_facing_email_address__c: 'shop@newportcanvas.example.com',
        public_facing_url__c: 'https://newportcanvas.example.com',
        partner_instagram__c: 'http://instagram.com/newportcanvas',
        more_than_one_location__c: true,
      },
    });
    expect(response.status).toBe(200);
    const { data } = await apiClient(sandbox, partner).GET('/savingsclubdashboard/{accountId}', {
      params: { path: { accountId: 'acc-newpartner' } },
    });
    expect(data?.account).toMatchObject({
      partner_description__c: 'Custom canvas for boats.',
      public_facing_url__c: 'https://newportcanvas.example.com',
      partner_instagram__c: 'http://instagram.com/newportcanvas',
      more_than_one_location__c: true,
    });
  });

  it('refuses the profile fields for a member account, and another partner’s account', async () => {
    const goldId = await idOf(gold, 'acc-gold');
    const member = await apiClient(sandbox, gold).PATCH('/accounts', {
      body: { sfid: 'acc-gold', id: goldId, name: 'Renamed' },
    });
    expect(member.response.status).toBe(400);
    const other = await apiClient(sandbox, partner).PATCH('/accounts', {
      body: { sfid: 'acc-partner', id: 1, partner_description__c: 'Not mine' },
    });
    expect(other.response.status).toBe(403);
  });
});

describe('DELETE /contacts on a partner account (companion spec §6)', () => {
  it("refuses to remove the partner's Business Owner, its primary contact (409), and removes an added one", async () => {
    const client = apiClient(sandbox, partner);
    const added = await client.POST('/contacts', {
      body: {
        accountid: 'acc-newpartner',
        firstname: 'Olive',
        lastname: 'Office',
        contact_type__c: 'Office Manager',
      },
    });
    expect(added.response.status).toBe(201);
    const contacts = (
      await client.GET('/contacts/all/{accountId}', { params: { path: { accountId: 'acc-newpartner' } } })
    ).data!;
    const owner = contacts.find((c) => c.contact_type__c === 'Business Owner')!;
    const refused = await client.DELETE('/contacts', { body: { sfid: owner.sfid, id: owner.id } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.codes).toEqual(['PRIMARY_CONTACT_NOT_REMOVABLE']);
    const removed = await client.DELETE('/contacts', {
      body: { sfid: added.data!.sfid, id: added.data!.id },
    });
    expect(removed.response.status).toBe(200);
  });
});
