// PKCE S256 (RFC 7636): challenge = base64url(sha256(verifier)).
import { createHash, timingSafeEqual } from 'node:crypto';

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function verifierMatches(verifier: string, challenge: string): boolean {
  const actual = Buffer.from(s256(verifier));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
