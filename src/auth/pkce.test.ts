import { describe, expect, it } from 'vitest';
import { createPkce, randomUnreserved, s256Challenge } from './pkce';

describe('PKCE helpers', () => {
  it('computes the S256 challenge of the RFC 7636 appendix B vector', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a state of 16 and a verifier of 43 unreserved characters with the matching challenge', async () => {
    const pair = await createPkce();
    expect(pair.state).toMatch(/^[A-Za-z0-9\-._~]{16}$/);
    expect(pair.verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(pair.challenge).toBe(await s256Challenge(pair.verifier));
    expect(pair.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('draws fresh values each time', async () => {
    const [a, b] = await Promise.all([createPkce(), createPkce()]);
    expect(a.state).not.toBe(b.state);
    expect(a.verifier).not.toBe(b.verifier);
    expect(new Set(Array.from({ length: 50 }, () => randomUnreserved(16))).size).toBe(50);
  });
});
