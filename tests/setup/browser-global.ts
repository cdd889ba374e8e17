// Global setup of the browser project: build the portal once, start the real server (sandbox API mounted
// under /api) on a free port with a fresh data folder, and hand its URL to the tests (`inject('baseUrl')`).
// A file whose scenarios change persona state other files rely on asks for a server of its own instead
// (`await isolatedPortal()`, tests/support/isolated-portal.ts), through the portal factory started here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPortal } from '../../server/build';
import { startPortalFactory, startTestPortal } from '../support/test-portal';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Test-only read-only counts from the server's sandbox database (tests/support/sandbox-probe.ts). */
    sandboxProbeUrl: string;
    /** Starts and stops servers with databases of their own (tests/support/isolated-portal.ts). */
    portalFactoryUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The lanes of `npm run test:browser` share one build made before them (scripts/test-browser.ts).
  const builtForLanes = process.env.PORTAL_DIST_DIR;
  // Else each run builds into its own folder, so two runs at once (CI and a developer, or parallel
  // sessions) never serve each other's half-written bundle.
  const distDir = builtForLanes ?? (await mkdtemp(join(tmpdir(), 'portal-browser-dist-')));
  // The production build a boater gets, as `npm start` makes it.
  if (!builtForLanes) console.log(await buildPortal(distDir));
  const shared = await startTestPortal(distDir);
  project.provide('baseUrl', shared.baseUrl);
  project.provide('sandboxProbeUrl', shared.probeUrl);
  const factory = await startPortalFactory(distDir);
  project.provide('portalFactoryUrl', factory.url);
  return async () => {
    await factory.close();
    await shared.close();
    if (!builtForLanes) await rm(distDir, { recursive: true, force: true });
  };
}
