// Playback tokens of the sandbox's stand-in for the video streaming service: signed JWTs whose subject is
// the video uid and whose `exp` is when the player must fetch a new one (member spec §4, §7), as the real
// service's signed URLs are. The portal reads `exp` from the token itself when the app hands it one (`sid`).
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Playback tokens live an hour. */
export const STREAM_TOKEN_SECONDS = 3600;
const key = new TextEncoder().encode(
  process.env.SANDBOX_STREAM_SECRET ?? randomBytes(32).toString('base64url'),
);
const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

export async function signStreamToken(videoUid: string, now: Date): Promise<{ token: string; exp: number }> {
  const exp = seconds(now) + STREAM_TOKEN_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(videoUid)
    .setIssuedAt(seconds(now))
    .setExpirationTime(exp)
    .sign(key);
  return { token, exp };
}

/** The video uid a live token plays, or null when it is forged, malformed or expired. */
export async function streamTokenVideo(token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
