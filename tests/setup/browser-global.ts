// Global setup of the browser project: build the portal once, start the real server (sandbox API mounted
// under /api) on a free port with a fresh data folder, and hand its URL to the tests (`inject('baseUrl')`).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/start';
import { startSandboxProbe } from '../support/sandbox-probe';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Test-only read-only counts from the server's sandbox database (tests/support/sandbox-probe.ts). */
    sandboxProbeUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  // Each run builds into its own folder, so two runs at once (CI and a developer, or parallel sessions)
  // never serve each other's half-written bundle.
  const distDir = await mkdtemp(join(tmpdir(), 'portal-browser-dist-'));
  // The production build a boater gets (vitest runs with NODE_ENV=test, which would build React's
  // development runtime into the bundle the tests drive and measure).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    build: { outDir: distDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = testEnv;
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-browser-data-'));
  const server = await startServer({ host: '127.0.0.1', port: await freePort(), dataDir, distDir });
  project.provide('baseUrl', server.url);
  const probe = await startSandboxProbe(server.sandbox.db);
  project.provide('sandboxProbeUrl', probe.url);
  return async () => {
    await probe.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  };
}
