// How many failed guesses each door that checks a secret allows (decision 190). Per login (or per
// membership), cleared by a success, so a member who mistypes a few times is never held up; per network
// address, larger and never cleared by a success, so one caller cannot sweep many logins.
import type { Context } from 'hono';
import type { SandboxEnv } from '../http/env';
import { createMiddleware } from 'hono/factory';
import {
  attemptUnder,
  callerAddress,
  limitFailedAttempts,
  tooManyAttempts,
  type FailureLimit,
} from '../http/rate-limit';
import { validBody } from '../http/validated';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const SIGN_IN_PER_LOGIN: FailureLimit = {
  name: 'sign-in-login',
  failures: 10,
  windowSeconds: FIFTEEN_MINUTES,
};
export const SIGN_IN_PER_ADDRESS: FailureLimit = {
  name: 'sign-in-address',
  failures: 100,
  windowSeconds: ONE_HOUR,
};

/** A password sign-in at the identity provider's page, counted per login and per address. */
export const passwordSignInAttempt = (c: Context<SandboxEnv>, email: string) =>
  attemptUnder(c, [
    { limit: SIGN_IN_PER_LOGIN, key: email.trim().toLowerCase(), forgetOnSuccess: true },
    { limit: SIGN_IN_PER_ADDRESS, key: callerAddress(c) },
  ]);

/** Registration's membership number + expiry check, counted per membership number and per address. */
export const verifyGuessLimits = limitFailedAttempts([
  {
    limit: { name: 'verify-membership', failures: 10, windowSeconds: FIFTEEN_MINUTES },
    key: (c) => validBody<{ membershipNumber: string }>(c).membershipNumber.trim().toUpperCase(),
    forgetOnSuccess: true,
  },
  {
    limit: { name: 'verify-address', failures: 30, windowSeconds: ONE_HOUR },
    key: callerAddress,
  },
]);

/** Checks of whether an e-mail is on file, per address and 15 minutes, unless the sandbox says otherwise. */
export const EMAIL_CHECKS_PER_ADDRESS = 30;

/**
 * The anonymous e-mail check: every call is counted per address and never taken back, since each answer
 * tells whether an e-mail is on file (sweeping a list of addresses is the attack, not a wrong guess).
 */
export const emailCheckLimit = createMiddleware<SandboxEnv>(async (c, next) => {
  const limit = {
    name: 'email-check-address',
    failures: c.get('emailChecksPerAddress'),
    windowSeconds: FIFTEEN_MINUTES,
  };
  const wait = await attemptUnder(c, [{ limit, key: callerAddress(c) }]).start();
  if (wait > 0) return tooManyAttempts(wait);
  await next();
});
