// Short-lived HS256 access tokens (decision 001): `sub`, `sid` (its session, decision 190), `account_id`,
// `exp` (+ partner ids), signed with SANDBOX_JWT_SECRET or a per-process random secret, checked against the
// sandbox's injected clock.
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessClaims } from './env';

export type TokenService = {
  ttlSeconds: number;
  sign(claims: AccessClaims): Promise<string>;
  /** Resolves to the claims, or rejects with 'expired' | 'invalid'. */
  verify(token: string): Promise<AccessClaims>;
};

export const DEFAULT_TOKEN_TTL_SECONDS = 15 * 60;
const processSecret = randomBytes(32).toString('base64url');

export class TokenRejected extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`access token ${reason}`);
  }
}

export function createTokenService(options: {
  now: () => Date;
  ttlSeconds?: number;
  secret?: string;
}): TokenService {
  const key = new TextEncoder().encode(options.secret ?? process.env.SANDBOX_JWT_SECRET ?? processSecret);
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    ttlSeconds,
    async sign(claims) {
      const { sub, ...rest } = claims;
      return new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.now(),
          clockTolerance: 0,
        });
        const { sub, sid, email } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof email !== 'string')
          throw new TokenRejected('invalid');
        return {
          sub,
          sid,
          email,
          account_id: typeof payload.account_id === 'string' ? payload.account_id : null,
          ...(typeof payload.partner_account_id === 'string'
            ? { partner_account_id: payload.partner_account_id }
            : {}),
          ...(typeof payload.temp_partner_account_id === 'string'
            ? { temp_partner_account_id: payload.temp_partner_account_id }
            : {}),
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenRejected('expired');
        throw new TokenRejected('invalid');
      }
    },
  };
}
