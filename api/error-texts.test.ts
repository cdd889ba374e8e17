// The catalogue's texts load only once something failed (issue 31): the client has them before a failed
// call's caller sees the failure, and the stand-in shows only while they are not here.
import { describe, expect, it } from 'vitest';
import { testApiClient } from '@/tests/support/api-client';
import { describeErrorCodes, errorTextsLoaded, onErrorTextsLoaded } from './error-texts';

const PHONE = '1-800-555-0142';

describe('the error texts', () => {
  it('are not loaded until a failure, and a failed answer reaches its caller with them loaded', async () => {
    expect(errorTextsLoaded()).toBe(false);
    let notified = 0;
    const stop = onErrorTextsLoaded(() => (notified += 1));
    const client = testApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Declined', codes: ['PAYMENT_DECLINED'] }), {
          status: 402,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const answer = await client.GET('/products', {});
    expect(answer.error).toBeDefined();
    expect(errorTextsLoaded()).toBe(true);
    expect(notified).toBe(1);
    stop();
    expect(describeErrorCodes(['PAYMENT_DECLINED'], PHONE)).toBe(
      `Your card was declined. Please recheck your payment details or use another card. If the problem continues, please call us at ${PHONE}.\n\n[PAYMENT_DECLINED]`,
    );
  });
});
