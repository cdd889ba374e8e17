// Contract: videos, posts and the playback token; private items are refused on the server.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, clock, rawRequest, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});
const as = async (email: string) => apiClient(sandbox, await signInAs(email, sandbox));
const setStatus = (sfid: string, status: string) =>
  sandbox.db.query(`UPDATE memberships SET membership_status__c = $2 WHERE sfid = $1`, [sfid, status]);

describe('lists', () => {
  it('lists videos and posts with their privacy flag, filtered by category', async () => {
    const videos = await apiClient(sandbox).GET('/videos');
    expect(videos.data).toHaveLength(4);
    expect(videos.data?.filter((v) => v.is_private)).toHaveLength(2);
    const posts = await apiClient(sandbox).GET('/posts');
    expect(posts.data).toHaveLength(5);
    const category = videos.data![0]!.categories[0]!;
    const filtered = await apiClient(sandbox).GET('/videos', { params: { query: { category } } });
    expect(filtered.data!.length).toBeGreaterThan(0);
    expect(filtered.data!.every((v) => v.categories.includes(category))).toBe(true);
  });
});

describe('GET /videos/{id} and /posts/{id}', () => {
  it('serves public items to anyone and private ones to an active member', async () => {
    expect(
      (await apiClient(sandbox).GET('/videos/{id}', { params: { path: { id: 'video-1' } } })).response.status,
    ).toBe(200);
    const member = await as('gold@example.com');
    const video = await member.GET('/videos/{id}', { params: { path: { id: 'video-3' } } });
    expect(video.data).toMatchObject({ id: 'video-3', is_private: true });
    const post = await member.GET('/posts/{id}', { params: { path: { id: 'post-3' } } });
    expect(post.data?.content_format).toBe('html');
    const { rows } = await sandbox.db.query<{ content: string }>(
      `SELECT content FROM blog_posts WHERE id = 'post-3'`,
    );
    expect(post.data?.content).toBe(rows[0]?.content);
    expect(post.data?.featured_posts.map((p) => p.id)).toEqual(['post-1']);
  });
  it('refuses private items to anonymous callers (401 MEMBERS_ONLY)', async () => {
    for (const result of [
      await apiClient(sandbox).GET('/videos/{id}', { params: { path: { id: 'video-3' } } }),
      await apiClient(sandbox).GET('/posts/{id}', { params: { path: { id: 'post-4' } } }),
    ]) {
      expect(result.response.status).toBe(401);
      expect(result.error?.codes).toEqual(['MEMBERS_ONLY']);
    }
  });
  it.each(['Do Not Renew', 'Cancelled'])(
    'refuses private items to a member whose membership is %s (403 MEMBERS_ONLY)',
    async (status) => {
      await setStatus('mem-gold', status);
      const member = await as('gold@example.com');
      expect(
        (await member.GET('/videos/{id}', { params: { path: { id: 'video-4' } } })).error?.codes,
      ).toEqual(['MEMBERS_ONLY']);
      expect((await member.GET('/posts/{id}', { params: { path: { id: 'post-3' } } })).error?.codes).toEqual([
        'MEMBERS_ONLY',
      ]);
    },
  );
  it('answers MEMBERSHIP_EXPIRED to an expired member (renewal prompt) and 404 to an unknown id', async () => {
    const expired = await as('expired@example.com');
    const result = await expired.GET('/videos/{id}', { params: { path: { id: 'video-3' } } });
    expect(result.response.status).toBe(403);
    expect(result.error?.codes).toEqual(['MEMBERSHIP_EXPIRED']);
    expect((await expired.GET('/posts/{id}', { params: { path: { id: 'post-99' } } })).response.status).toBe(
      404,
    );
  });
});

describe('GET /cloudflare/stream/token', () => {
  it('issues a playback token with its expiry for an entitled member', async () => {
    const { data } = await (
      await as('gold@example.com')
    ).GET('/cloudflare/stream/token', { params: { query: { video_uid: 'sandbox-video-uid-3' } } });
    const [, payload] = data!.result.token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      sub: 'sandbox-video-uid-3',
      exp: data!.result.exp,
    });
    expect(data!.result.exp).toBeGreaterThan(Date.now() / 1000);
  });
  it('opens the stream while the token lives, and answers 401 once it has expired or when forged', async () => {
    const { data } = await (
      await as('gold@example.com')
    ).GET('/cloudflare/stream/token', { params: { query: { video_uid: 'sandbox-video-uid-3' } } });
    const stream = (token: string) =>
      rawRequest('GET', `/media/stream/${token}/video.webm`, { requestToken: null }, sandbox);
    const live = await stream(data!.result.token);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('video/webm');
    expect((await live.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await stream(`${data!.result.token.slice(0, -2)}xx`)).status).toBe(401);
    clock.advance(3601 * 1000);
    expect((await stream(data!.result.token)).status).toBe(401);
  });
  it('plays public videos for visitors; private ones need an entitled member (401, then 403)', async () => {
    const visitor = apiClient(sandbox);
    const publicVideo = await visitor.GET('/cloudflare/stream/token', {
      params: { query: { video_uid: 'sandbox-video-uid-1' } },
    });
    expect(publicVideo.data?.result.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const privateVideo = await visitor.GET('/cloudflare/stream/token', {
      params: { query: { video_uid: 'sandbox-video-uid-3' } },
    });
    expect(privateVideo.response.status).toBe(401);
    expect(privateVideo.error?.codes).toEqual(['MEMBERS_ONLY']);
    await setStatus('mem-gold', 'Cancelled');
    expect(
      (
        await (
          await as('gold@example.com')
        ).GET('/cloudflare/stream/token', { params: { query: { video_uid: 'sandbox-video-uid-3' } } })
      ).response.status,
    ).toBe(403);
  });
});
