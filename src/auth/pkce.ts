// PKCE helpers (RFC 7636) on Web Crypto: random state and verifier, S256 challenge.

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

export const STATE_LENGTH = 16;
export const VERIFIER_LENGTH = 43;

/** A random string of unreserved characters (unbiased: bytes ≥ 198 are redrawn). */
export function randomUnreserved(length: number): string {
  const limit = 256 - (256 % UNRESERVED.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return out;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface PkcePair {
  state: string;
  verifier: string;
  challenge: string;
}

export async function createPkce(): Promise<PkcePair> {
  const verifier = randomUnreserved(VERIFIER_LENGTH);
  return { state: randomUnreserved(STATE_LENGTH), verifier, challenge: await s256Challenge(verifier) };
}
