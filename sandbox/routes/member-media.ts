// Member videos and blog posts (openapi/src/media.yaml; member spec §4 gated content, §6). Private items
// are refused here, on the server: anonymous callers get 401 MEMBERS_ONLY; members whose memberships are
// all Do Not Renew or Cancelled (or who have none) get 403 MEMBERS_ONLY; Expired gets 403
// MEMBERSHIP_EXPIRED so the portal can prompt a renewal. Post content is HTML, stored as given.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validated } from '../http/validated';
import { optionalClaims } from '../members/access';
import { one } from '../members/records';
import { signStreamToken } from '../media/stream-token';

const ENTITLED_STATUSES = ['Active', 'Future Start', 'Pending Activation', 'On Hold', 'Inactive'];

const VIDEO_SUMMARY = `id, title, short_description, categories, video_uid, image_url, is_private`;
const POST_SUMMARY = `id, title, permalink, image_url, is_private, categories`;

/** Throws unless the caller may see private media. */
async function assertEntitled(c: Context<SandboxEnv>) {
  const caller = await optionalClaims(c);
  if (!caller) throw new ApiError(401, ['MEMBERS_ONLY'], 'This content is for current members only.');
  const { rows } = await c
    .get('db')
    .query<{ membership_status__c: string }>(
      `SELECT membership_status__c FROM memberships WHERE account__c = $1`,
      [caller.account_id],
    );
  const statuses = rows.map((row) => row.membership_status__c);
  if (statuses.some((status) => ENTITLED_STATUSES.includes(status))) return;
  if (statuses.includes('Expired'))
    throw new ApiError(
      403,
      ['MEMBERSHIP_EXPIRED'],
      'Your membership has expired. Renew to watch member-only content.',
    );
  throw new ApiError(403, ['MEMBERS_ONLY'], 'This content is for current members only.');
}

const categoryFilter = (category: string | undefined) =>
  category ? { sql: 'WHERE $1 = ANY (categories)', params: [category] } : { sql: '', params: [] };

export const memberMediaRoutes = new Hono<SandboxEnv>()
  .get('/videos', validated('listVideos'), async (c) => {
    const filter = categoryFilter(c.req.query('category'));
    const { rows } = await c
      .get('db')
      .query(`SELECT ${VIDEO_SUMMARY} FROM videos ${filter.sql} ORDER BY id`, filter.params);
    return c.json(rows, 200);
  })
  .get('/videos/:id', validated('getVideo'), async (c) => {
    const video = await one<{ is_private: boolean }>(
      c.get('db'),
      `SELECT ${VIDEO_SUMMARY}, long_description, keywords FROM videos WHERE id = $1`,
      [c.req.param('id')],
      'The video',
    );
    if (video.is_private) await assertEntitled(c);
    return c.json(video, 200);
  })
  .get('/posts', validated('listPosts'), async (c) => {
    const filter = categoryFilter(c.req.query('category'));
    const { rows } = await c
      .get('db')
      .query(`SELECT ${POST_SUMMARY} FROM blog_posts ${filter.sql} ORDER BY id`, filter.params);
    return c.json(rows, 200);
  })
  .get('/posts/:id', validated('getPost'), async (c) => {
    const db = c.get('db');
    const post = await one<{ id: string; is_private: boolean }>(
      db,
      `SELECT ${POST_SUMMARY}, content FROM blog_posts WHERE id = $1`,
      [c.req.param('id')],
      'The post',
    );
    if (post.is_private) await assertEntitled(c);
    const { rows: featured } = await db.query(
      `SELECT ${POST_SUMMARY} FROM blog_posts WHERE featured AND id <> $1 ORDER BY id`,
      [post.id],
    );
    return c.json({ ...post, content_format: 'html' as const, featured_posts: featured }, 200);
  })
  .get('/cloudflare/stream/token', validated('getVideoToken'), async (c) => {
    const video = await one<{ is_private: boolean; video_uid: string }>(
      c.get('db'),
      `SELECT is_private, video_uid FROM videos WHERE video_uid = $1`,
      [c.req.query('video_uid')],
      'The video',
    );
    if (video.is_private) await assertEntitled(c);
    // The portal fetches a new token when `exp` is past.
    return c.json({ result: await signStreamToken(video.video_uid, c.get('now')()) }, 200);
  });
