// The production-like server: the built portal (dist/, SPA fallback) and the sandbox API under /api on one
// port (decision 001). `startServer(options)` → `{ url, close }`; run directly (`npm start`) it reads HOST,
// PORT, SANDBOX_DATA_DIR and DATABASE_URL, ends its output with the URL, the sign-in hint and where the
// data lives, exits 1 when the port is taken, and closes the server and the database on Ctrl-C / SIGTERM.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { loadEnv } from 'vite';
import { createSandbox, type Sandbox } from '../sandbox/app.ts';
import { dataHint, defaultDataDir, defaultDistDir, projectRoot, SIGN_IN_HINT } from './paths.ts';
import { portalApp } from './portal-app.ts';
import { hstsMode, type HstsMode } from './security-headers.ts';

export type StartOptions = {
  host?: string;
  port?: number;
  /** PGlite folder, seeded on first start and kept across restarts. */
  dataDir?: string;
  /** Real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  distDir?: string;
  /** Serve dist/ too (default true); false = API only. */
  serveApp?: boolean;
  /** The build's VITE_* settings the CSP follows (default: as `vite build` read them, .env files too). */
  env?: Record<string, string | undefined>;
  /** Strict-Transport-Security (default PORTAL_HSTS, else only on answers over HTTPS). */
  hsts?: HstsMode;
  /** The sandbox's e-mail checks per address and 15 minutes (default: the sandbox's own limit). */
  emailChecksPerAddress?: number;
};

export type RunningServer = { url: string; sandbox: Sandbox; close: () => Promise<void> };

export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(
      `Port ${port} on ${host} is already in use. Stop the other server or choose another port: PORT=5174 npm start`,
    );
    this.name = 'PortInUseError';
  }
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** The origins the portal's build talks to besides its own: the map tiles, an API and video streams elsewhere. */
const builtSources = (env: Record<string, string | undefined>) => ({
  tileUrl: env.VITE_TILE_URL,
  apiBase: env.VITE_API_BASE,
  streamUrl: env.VITE_STREAM_URL,
});

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 5173;
  // Listen first (a taken port fails fast, before the database opens); requests wait for the sandbox.
  const pending: { sandbox?: Promise<Sandbox> } = {};
  const app = portalApp({
    api: async (request, env) =>
      pending.sandbox
        ? (await pending.sandbox).app.fetch(request, env)
        : new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } }),
    distDir: options.serveApp === false ? undefined : (options.distDir ?? defaultDistDir),
    ...builtSources(options.env ?? loadEnv('production', projectRoot, 'VITE_')),
    hsts: options.hsts ?? hstsMode(process.env.PORTAL_HSTS),
  });
  const server = createServer(getRequestListener(app.fetch));
  const address = await listen(server, host, port);
  pending.sandbox = createSandbox({
    dataDir: options.dataDir ?? defaultDataDir(),
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
    emailChecksPerAddress: options.emailChecksPerAddress,
  });
  let sandbox: Sandbox;
  try {
    sandbox = await pending.sandbox;
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    sandbox,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await sandbox.close();
      })()),
  };
}

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 5173);
  let running: RunningServer;
  try {
    running = await startServer({ host, port });
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  }
  console.log(`Portal and sandbox API: ${running.url}/`);
  console.log(SIGN_IN_HINT);
  console.log(dataHint());
  const shutdown = (signal: string) => {
    console.log(`\n${signal}: closing the server and the sandbox database…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
