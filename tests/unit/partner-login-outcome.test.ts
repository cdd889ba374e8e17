// Companion spec §4 'Application outcome': "An existing account leads to the login page, with a message
// that the user can log in with existing credentials." Create-and-link on an e-mail that already has a
// login (AUTH0_ACCOUNT_FOUND) ends the login-creation chart with that status, so the login page says so;
// any other failure stays on the form with its codes (shown as a flash, §7), never the payment text.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/api-error';
import { partnerLoginMachine, type CreateLoginInput } from '@/machines/partner-login.machine';
import { SUBMITTED_MESSAGES } from '@/screens/partner-application/application-outcome';

const input = {
  accountUuid: '001X',
  status: 'AUTH0_ACCOUNT_NOT_FOUND',
  email: 'a@b.example.com',
  linkToken: 'link-token',
};
const submit = {
  type: 'login.submit',
  values: { password: 'Harbor!2026', passwordConfirmation: 'Harbor!2026' },
} as const;

function runWith(codes: string[]) {
  const machine = partnerLoginMachine.provide({
    actors: {
      createLogin: fromPromise<{ auth0_status: string }, CreateLoginInput>(async () => {
        throw new ApiError(409, { message: 'refused', codes });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send(submit);
  return actor;
}

describe('login creation on an existing login (companion spec §4)', () => {
  it('goes on to the login page with status AUTH0_ACCOUNT_FOUND', async () => {
    const actor = runWith(['AUTH0_ACCOUNT_FOUND']);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'AUTH0_ACCOUNT_FOUND' });
  });

  it('keeps any other failure on the form with its codes', async () => {
    const actor = runWith(['PASSWORD_COMPLEXITY_ERROR']);
    const back = await waitFor(actor, (s) => s.context.failureCodes !== null);
    expect(back.matches({ form: 'editing' })).toBe(true);
    expect(back.context.failureCodes).toEqual(['PASSWORD_COMPLEXITY_ERROR']);
  });

  it('says the user "can log in with existing credentials", and nothing about payment', () => {
    expect(SUBMITTED_MESSAGES.existingLogin).toContain('can log in with existing credentials');
    expect(SUBMITTED_MESSAGES.existingLogin).not.toMatch(/payment/i);
  });
});
