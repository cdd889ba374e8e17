// The server entry: one port for the built portal (SPA fallback) and the sandbox API, data kept across
// restarts, a clear error when the port is taken.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from './security-headers.ts';
import { PortInUseError, startServer, type RunningServer } from './start.ts';

let dir: string;
let server: RunningServer;
const headers = { 'X-Request-Token': 'sandbox-request-token' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-start-'));
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(dir, 'dist', 'assets', 'app-123.js'), 'console.log(1)');
  await writeFile(join(dir, 'dist', 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(dir, 'dist', 'assets', 'app-123.js.gz'), gzipSync('console.log(1)'));
  await writeFile(join(dir, 'dist', 'assets', 'app-123.js.map'), '{"version":3,"sources":["app.ts"]}');
  server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: join(dir, 'data'),
    distDir: join(dir, 'dist'),
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('serves the sandbox API under /api', async () => {
    const response = await fetch(`${server.url}/api/products`, { headers });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { membership: unknown[] }).membership.length).toBeGreaterThan(0);
    const unknown = await fetch(`${server.url}/api/nothing-here`, { headers });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { codes: string[] }).codes).toEqual(['NOT_FOUND']);
  });

  it('serves built files, 404 for a missing one, and index.html for app routes, never for ../ escapes', async () => {
    const asset = await fetch(`${server.url}/assets/app-123.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(asset.headers.get('Content-Encoding')).toBeNull();
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await asset.text()).toBe('console.log(1)');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${server.url}/assets/app-123.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(compressed.headers.get('Content-Encoding')).toBe(encoding);
      expect(await compressed.text()).toBe('console.log(1)');
    }
    // A chunk a deploy removed answers 404, never the page in its place (its HTML is no script).
    const gone = await fetch(`${server.url}/assets/app-999.js`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('<title>portal</title>');
    const route = await fetch(`${server.url}/account/boats?x=1`);
    expect(route.status).toBe(200);
    expect(route.headers.get('Cache-Control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>portal</title>');
    const escape = await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`);
    expect(await escape.text()).toContain('<title>portal</title>');
  });

  it('never serves a source map, even one a build left in dist/', async () => {
    for (const path of ['/assets/app-123.js.map', '/assets/app-123.js%2Emap', '/assets/app-123.js.MAP']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('sources');
    }
  });

  it('puts the security headers on pages and API answers, HSTS only over HTTPS', async () => {
    for (const path of ['/', '/api/products']) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
    const overHttps = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    const api = await fetch(`${server.url}/api/products`, {
      headers: { ...headers, 'Accept-Encoding': 'br, gzip' },
    });
    expect(api.headers.get('Cache-Control')).toBe('no-store');
    expect(api.headers.get('Content-Encoding')).toBe('gzip');
    expect(await api.json()).toBeTypeOf('object');
  });

  it('answers PortInUseError when the port is taken', async () => {
    const port = Number(new URL(server.url).port);
    await expect(
      startServer({ host: '127.0.0.1', port, dataDir: join(dir, 'other-data'), serveApp: false }),
    ).rejects.toBeInstanceOf(PortInUseError);
  });

  it('keeps the data folder across restarts (seeded once)', async () => {
    await server.sandbox.db.query(
      `UPDATE accounts SET name = 'Renamed Across Restarts' WHERE sfid = 'acc-gold'`,
    );
    await server.close();
    server = await startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: join(dir, 'dist'),
    });
    const { rows } = await server.sandbox.db.query<{ name: string }>(
      `SELECT name FROM accounts WHERE sfid = 'acc-gold'`,
    );
    expect(rows).toEqual([{ name: 'Renamed Across Restarts' }]);
  });
});
