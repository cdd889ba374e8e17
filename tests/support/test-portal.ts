// The servers browser tests drive: the built portal and the sandbox API on a free loopback port, with a
// fresh PGlite data folder and the read-only sandbox probe beside it. The global setup starts the shared
// one and a small factory that starts more on request, one per file that asks (isolated-portal.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/start';
import { startSandboxProbe } from './sandbox-probe';

export type TestPortal = { baseUrl: string; probeUrl: string; close: () => Promise<void> };

export async function startTestPortal(distDir: string): Promise<TestPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-browser-data-'));
  // Port 0: the system picks a free port, so portals started side by side never collide.
  // Every browser journey asks the e-mail check from the one loopback address, hundreds of times in a run;
  // the limit itself is attacked in tests/security/email-check-limit.test.ts.
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    distDir,
    emailChecksPerAddress: 1_000_000,
  });
  const probe = await startSandboxProbe(server.sandbox.db);
  return {
    baseUrl: server.url,
    probeUrl: probe.url,
    close: async () => {
      await probe.close();
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** `POST /portals` → `{ id, baseUrl, probeUrl }` of a new portal; `DELETE /portals/:id` closes it. */
export async function startPortalFactory(
  distDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const portals = new Map<string, TestPortal>();
  let next = 0;
  const server = createServer((request, response) => {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://factory').pathname;
    const id = /^\/portals\/([\w-]+)$/.exec(path)?.[1];
    if (request.method === 'POST' && path === '/portals') {
      startTestPortal(distDir).then(
        (portal) => {
          const key = String((next += 1));
          portals.set(key, portal);
          answer(201, { id: key, baseUrl: portal.baseUrl, probeUrl: portal.probeUrl });
        },
        (error: unknown) => answer(500, { message: String(error) }),
      );
    } else if (request.method === 'DELETE' && id && portals.has(id)) {
      const portal = portals.get(id);
      portals.delete(id);
      void portal?.close().then(() => answer(204));
    } else answer(404);
  });
  const port = await listening(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await Promise.all([...portals.values()].map((portal) => portal.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
