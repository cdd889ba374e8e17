// Issue 26, attack 8 for the anonymous e-mail check: each answer says whether an e-mail is on file, so a
// caller sweeping a list of addresses is slowed per network address (decision 190), whatever it asks.
import { describe, expect, it } from 'vitest';
import { EMAIL_CHECKS_PER_ADDRESS } from '@/sandbox/identity/attempt-limits';
import { rawRequest, sandboxHandle } from '../support/sandbox';

const check = async (email: string) =>
  rawRequest(
    'GET',
    `/utility/primarycontactemailexists/${encodeURIComponent(email)}`,
    {},
    await sandboxHandle(),
  );

describe('the e-mail check is limited per address', () => {
  it(`answers ${EMAIL_CHECKS_PER_ADDRESS} checks, then 429 TOO_MANY_ATTEMPTS with Retry-After`, async () => {
    for (let i = 0; i < EMAIL_CHECKS_PER_ADDRESS; i += 1) {
      expect((await check(`sweep-${i}@example.com`)).status).toBe(200);
    }
    const refused = await check('gold@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).codes).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});
