// Video playback tokens (member spec §4, §7): signed JWTs of the streaming service whose `exp` (seconds)
// says when the player must fetch a new one. The app hands the mobile page its own token (`sid`), so the
// expiry is read from the token itself; the signature is the streaming service's to check.

/** The token's `exp` in seconds, or null when it is not a readable JWT with one. */
export function playbackTokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number'
      ? claims.exp
      : null;
  } catch {
    return null;
  }
}

/** Milliseconds the token still plays at `nowMs` (0 when past; Infinity when it carries no expiry). */
export function playbackTimeLeft(exp: number | null, nowMs: number): number {
  return exp === null ? Infinity : Math.max(0, exp * 1000 - nowMs);
}

/** The stream address of a token, from the configured template (`{token}` replaced). */
export const streamAddress = (template: string, token: string) =>
  template.replace('{token}', encodeURIComponent(token));
