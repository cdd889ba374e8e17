// Issue 27 item 12 (attack): a partner account outside the Savings Club — temp-partner@example.com is in
// Sea Care only — posts a well-formed offer for its own account straight to the API. Companion spec §1: only
// a Savings Club partner publishes offers; the sandbox answered 201 and queued the offer for review. It
// must be refused (409 NOT_IN_SAVINGS_CLUB, decision 242) with nothing written, also after the account
// applies for Membership Kits, while a Savings Club partner awaiting approval still creates offers (§4).
import { beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '@/openapi/schema.gen';
import { accountOf, apiClient, signInSwapped } from '../support/partner-personas';
import { resetSandbox, sandboxHandle, signInAs } from '../support/sandbox';

type OfferInput = paths['/savingsclub/']['post']['requestBody']['content']['application/json'];

beforeEach(async () => {
  await resetSandbox();
});

const offerFor = (accountId: string): OfferInput => ({
  partner_account__c: accountId,
  primary_category__c: 'Services & Repair',
  type_of_offer__c: 'Percentage Off',
  percent_off__c: 15,
  offer_description__c: '15% off hull cleaning',
  online_redemption__c: true,
  options_for_online_redemption__c: 'Promotional URL',
  online_promotional_url__c: 'https://chesapeake.example.com/deal',
});

const offersOf = async (accountId: string) => {
  const { db } = await sandboxHandle();
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM savings_club_offers WHERE partner_account__c = $1',
    [accountId],
  );
  return Number(rows[0]?.n);
};

describe('a Sea-Care-only partner posting a Savings Club offer', () => {
  it('is refused with 409 NOT_IN_SAVINGS_CLUB and nothing is written', async () => {
    const { token, accountId } = await signInSwapped('temp-partner@example.com');
    const { error, response } = await apiClient(token).POST('/savingsclub/', { body: offerFor(accountId) });
    expect(response.status).toBe(409);
    expect(error?.codes).toEqual(['NOT_IN_SAVINGS_CLUB']);
    expect(await offersOf(accountId)).toBe(0);
  });

  it('is still refused once the account has applied for Membership Kits', async () => {
    const { token, accountId } = await signInSwapped('temp-partner@example.com');
    const applied = await apiClient(token).POST('/tasks', {
      body: {
        accountId,
        service: 'Membership Kits',
        contact: { email: 'temp-partner@example.com', firstName: 'Terry', lastName: 'Temple' },
      },
    });
    expect(applied.response.status).toBe(201);
    const { response } = await apiClient(token).POST('/savingsclub/', { body: offerFor(accountId) });
    expect(response.status).toBe(409);
    expect(await offersOf(accountId)).toBe(0);
  });

  it('while a Savings Club partner awaiting approval creates the same offer (spec §4)', async () => {
    const accountId = await accountOf('newpartner@example.com');
    const { response } = await apiClient(await signInAs('newpartner@example.com')).POST('/savingsclub/', {
      body: offerFor(accountId),
    });
    expect(response.status).toBe(201);
    expect(await offersOf(accountId)).toBe(1);
  });
});
