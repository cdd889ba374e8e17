// The server entry: one port for the built portal (SPA fallback) and the sandbox API, data kept across
// restarts, a clear error when the port is taken.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError, startServer, type RunningServer } from './start';

let dir: string;
let server: RunningServer;
const headers = { 'X-Request-Token': 'sandbox-request-token' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'server-start-'));
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
  await writeFile(join(dir, 'dist', 'assets', 'app-123.js'), 'console.log(1)');
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

  it('serves built files and falls back to index.html for app routes, never for ../ escapes', async () => {
    const asset = await fetch(`${server.url}/assets/app-123.js`);
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log(1)');
    const route = await fetch(`${server.url}/account/boats?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>portal</title>');
    const escape = await fetch(`${server.url}/..%2F..%2Fetc%2Fpasswd`);
    expect(await escape.text()).toContain('<title>portal</title>');
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
