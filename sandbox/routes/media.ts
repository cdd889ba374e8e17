// Placeholder images the sandbox serves for videos, posts, operators and partner logos
// (/api/media/<kind>/<name>.svg), and the stand-in video stream a playback token opens
// (/api/media/stream/<token>/video.webm: one short clip for every video; 401 once the token has expired).
// Loaded by <img> and <video>, so exempt from the request token; not part of the API.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { SandboxEnv } from '../http/env';
import { streamTokenVideo } from '../media/stream-token';

const SAMPLE_STREAM = readFileSync(new URL('../media/sample-stream.webm', import.meta.url));

const KINDS: Record<string, string> = {
  videos: '#0b4f8a',
  posts: '#1d7a5f',
  operators: '#b35c00',
  logos: '#5b3c88',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const mediaRoutes = new Hono<SandboxEnv>()
  .get('/media/:kind/:file{[a-z0-9-]+\\.svg}', (c) => {
    const color = KINDS[c.req.param('kind')];
    if (!color) return c.notFound();
    const label = escapeXml(
      c.req
        .param('file')
        .replace(/\.svg$/, '')
        .replace(/-/g, ' '),
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${label}"><rect width="640" height="360" fill="${color}"/><path d="M0 280 Q160 240 320 280 T640 280 V360 H0 Z" fill="#ffffff33"/><text x="320" y="190" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  })
  .get('/media/stream/:token{[A-Za-z0-9_.-]+}/video.webm', async (c) => {
    if (!(await streamTokenVideo(c.req.param('token'), c.get('now')())))
      return c.text('The playback token is invalid or has expired.', 401);
    return c.body(new Uint8Array(SAMPLE_STREAM), 200, {
      'Content-Type': 'video/webm',
      'Cache-Control': 'no-store',
    });
  });
