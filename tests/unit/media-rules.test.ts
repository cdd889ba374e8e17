// Gated content rules (member spec §4, §6) and the playback token's expiry (§4, §7).
import { describe, expect, it } from 'vitest';
import { mediaRefusal } from '@/machines/media/media-access';
import { playbackTimeLeft, playbackTokenExp, streamAddress } from '@/machines/media/playback-token';

describe('mediaRefusal', () => {
  it('an expired membership is prompted to renew', () => {
    expect(mediaRefusal(['MEMBERSHIP_EXPIRED'], ['Expired'])).toEqual({ kind: 'renew' });
  });
  it.each([['Do Not Renew'], ['Cancelled']])('%s goes out to the provider site', (status) => {
    expect(mediaRefusal(['MEMBERS_ONLY'], ['Expired', status])).toEqual({ kind: 'leave' });
  });
  it('a visitor or a member without a membership lands on the gated content page', () => {
    expect(mediaRefusal(['MEMBERS_ONLY'], [])).toEqual({ kind: 'gated' });
  });
  it('any other refusal is not gated content', () => {
    expect(mediaRefusal(['NOT_FOUND'], [])).toBeNull();
  });
});

const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.signature';

describe('playback token', () => {
  it('reads exp from the token and the time it still plays', () => {
    const exp = playbackTokenExp(jwt({ sub: 'sandbox-video-uid-1', exp: 2_000_000_000, note: 'é?>' }));
    expect(exp).toBe(2_000_000_000);
    expect(playbackTimeLeft(exp, 1_999_999_000_000)).toBe(1_000_000);
    expect(playbackTimeLeft(exp, 2_000_000_001_000)).toBe(0);
  });
  it('a token without a readable exp never expires on the portal side (the stream refuses it)', () => {
    expect(playbackTokenExp('not-a-jwt')).toBeNull();
    expect(playbackTokenExp('a.%%%.c')).toBeNull();
    expect(playbackTimeLeft(playbackTokenExp(jwt({ sub: 'x' })), 0)).toBe(Infinity);
  });
  it('puts the token into the stream address', () => {
    expect(streamAddress('/api/media/stream/{token}/video.webm', 'a.b.c')).toBe(
      '/api/media/stream/a.b.c/video.webm',
    );
  });
});
