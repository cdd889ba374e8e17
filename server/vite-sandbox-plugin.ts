// Mounts the sandbox API into Vite's dev server under /api (one port in development, decision 001). The
// sandbox is created when the dev server starts (never during `vite build`) and closed with it. It is
// loaded through Vite's own module loader (ssrLoadModule), not imported here, so that the config bundle
// stays small and the project's `@/` alias resolves inside the sandbox.
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import type * as SandboxApp from '../sandbox/app.ts';
import type { Sandbox } from '../sandbox/app.ts';
import { defaultDataDir } from './paths.ts';
import { portalApp } from './portal-app.ts';

export function sandboxDevPlugin(): Plugin {
  return {
    name: 'sandbox-dev',
    apply: 'serve',
    async configureServer(server) {
      const { createSandbox } = (await server.ssrLoadModule('/sandbox/app.ts')) as typeof SandboxApp;
      const sandbox: Promise<Sandbox> = createSandbox({
        dataDir: defaultDataDir(),
        databaseUrl: process.env.DATABASE_URL,
      });
      // The API answers with the production server's headers (the page itself is Vite's, whose hot
      // reload needs inline scripts, so it carries no CSP in development).
      const api = portalApp({ api: async (request, env) => (await sandbox).app.fetch(request, env) });
      const listener = getRequestListener(api.fetch);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path === '/api' || path.startsWith('/api/')) void listener(req, res);
        else next();
      });
      server.httpServer?.once('close', () => {
        void sandbox.then((s) => s.close());
      });
    },
  };
}
