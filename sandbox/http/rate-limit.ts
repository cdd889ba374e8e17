// Brute-force limits (decision 190): failed attempts counted per key (a login, a network address) with
// rate-limiter-flexible — in memory on the embedded database, in the `rate_limits` table through the pg pool
// (RateLimiterPostgres) under DATABASE_URL, so every process on that database shares the counts. An attempt
// is counted before it is made (parallel attempts cannot slip past a limit together) and taken back unless
// it fails, so only failures stay counted; a key that used up its failures waits out the rest of its window:
// 429 TOO_MANY_ATTEMPTS with Retry-After (seconds). The counters live per sandbox (createSandbox →
// `c.get('failureCounters')`).
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/db';
import { errorBody } from './api-error';
import type { SandboxEnv } from './env';

/** `failures` failed attempts per key within `windowSeconds` of the first; `name` names one limit. */
export type FailureLimit = { name: string; failures: number; windowSeconds: number };

/** The attempts of one limit, counted per key: each counted before it is made, taken back if it succeeds. */
export type FailureCounter = {
  /** Counts an attempt of `key`: the attempts in its window so far (this one included), the seconds left. */
  count(key: string): Promise<{ attempts: number; seconds: number }>;
  /** Takes back one counted attempt of `key` (it did not fail). */
  uncount(key: string): Promise<void>;
  /** Forgets every attempt of `key` (it succeeded). */
  forget(key: string): Promise<void>;
};

/** The counter of a limit, made on first use and kept for the sandbox's life. */
export type FailureCounters = (limit: FailureLimit) => FailureCounter;

const limiterFor = (db: Db, limit: FailureLimit): RateLimiterAbstract => {
  const options = { keyPrefix: limit.name, points: limit.failures, duration: limit.windowSeconds };
  return db.pool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: db.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
      })
    : new RateLimiterMemory(options);
};

const counterOf = (limiter: RateLimiterAbstract): FailureCounter => ({
  count: async (key) => {
    const res = await limiter.penalty(key, 1);
    return { attempts: res.consumedPoints, seconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  },
  uncount: async (key) => {
    await limiter.reward(key, 1);
  },
  forget: async (key) => {
    await limiter.delete(key);
  },
});

/** The sandbox's failure counters, in the store its database calls for. */
export function failureCounters(db: Db): FailureCounters {
  const made = new Map<string, FailureCounter>();
  return (limit) => {
    const counter = made.get(limit.name) ?? counterOf(limiterFor(db, limit));
    made.set(limit.name, counter);
    return counter;
  };
}

/**
 * The caller's network address: the socket's peer under the Node server (forwarding headers are not
 * trusted: anyone can send them), 'in-process' for calls through `app.fetch` (tests).
 */
export const callerAddress = (c: Context): string =>
  (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'in-process';

/** One limit applied to one key (none: the limit does not apply to this attempt). */
export type AttemptRule = { limit: FailureLimit; key: string | undefined; forgetOnSuccess?: boolean };

/** An attempt counted under several limits at once (per login and per address): `start`, then `failed`,
 * `succeeded` or `withdrawn`. */
export function attemptUnder(c: Context<SandboxEnv>, rules: AttemptRule[]) {
  const counters = c.get('failureCounters');
  const applied = rules.flatMap(({ limit, key, forgetOnSuccess }) =>
    key === undefined ? [] : [{ limit, counter: counters(limit), key, forgetOnSuccess }],
  );
  let counted: { failures: number; attempts: number; seconds: number }[] = [];
  const longestWait = (over: (attempts: number, failures: number) => boolean) =>
    Math.max(0, ...counted.filter((r) => over(r.attempts, r.failures)).map((r) => r.seconds));
  const uncountAll = () => Promise.all(applied.map(({ counter, key }) => counter.uncount(key)));
  return {
    /** Counts the attempt; answers the seconds to wait when a limit was already used up (then it is not
     * made, and not counted). */
    start: async () => {
      counted = await Promise.all(
        applied.map(async ({ limit, counter, key }) => ({
          failures: limit.failures,
          ...(await counter.count(key)),
        })),
      );
      const wait = longestWait((attempts, failures) => attempts > failures);
      if (wait > 0) await uncountAll();
      return wait;
    },
    /** The attempt failed: answers the seconds to wait when it used up a limit, else 0. */
    failed: () => longestWait((attempts, failures) => attempts >= failures),
    /** The attempt succeeded: the limits a success clears forget the key, the others take it back. */
    succeeded: async () => {
      await Promise.all(
        applied.map(({ counter, key, forgetOnSuccess }) =>
          forgetOnSuccess ? counter.forget(key) : counter.uncount(key),
        ),
      );
    },
    /** The attempt was neither (the server failed): taken back everywhere. */
    withdrawn: async () => {
      await uncountAll();
    },
  };
}

/** "N minutes" (rounded up) for a wait in seconds. */
export const waitInWords = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The 429 answer of a JSON operation: the Error body with TOO_MANY_ATTEMPTS and Retry-After. */
export const tooManyAttempts = (seconds: number): Response =>
  Response.json(
    errorBody(['TOO_MANY_ATTEMPTS'], `Too many attempts. Please wait ${waitInWords(seconds)} and try again.`),
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

/** A rule of `limitFailedAttempts`: its key taken from the request (undefined: not counted). */
export type RouteAttemptRule = Omit<AttemptRule, 'key'> & {
  key: (c: Context<SandboxEnv>) => string | undefined;
};

/**
 * Middleware for a JSON operation (after `validated`, so a malformed request is not an attempt): 429 while a
 * limit is used up; a 4xx answer counts as a failure (the one that uses up a limit already answers 429), a
 * 2xx as a success.
 */
export const limitFailedAttempts = (rules: RouteAttemptRule[]) =>
  createMiddleware<SandboxEnv>(async (c, next) => {
    const attempt = attemptUnder(
      c,
      rules.map((rule) => ({ ...rule, key: rule.key(c) })),
    );
    const wait = await attempt.start();
    if (wait > 0) return tooManyAttempts(wait);
    await next();
    if (c.res.ok) await attempt.succeeded();
    else if (c.res.status >= 400 && c.res.status < 500) {
      const waitNow = attempt.failed();
      if (waitNow > 0) c.res = tooManyAttempts(waitNow);
    } else await attempt.withdrawn();
  });
