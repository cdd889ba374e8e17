// The one-port server's Hono app (decision 001, 110): security headers on every answer; the sandbox API
// under /api, compressed when large and `no-store` unless a route says otherwise (answers hold member
// data); the built portal from dist/ through Hono's static middleware, brotli/gzip files precompressed at
// build time chosen by Accept-Encoding, hashed assets cached for a year (a missing one is a 404),
// index.html revalidated and served for every other GET (client routes). Source maps are never served,
// whatever a build left in dist/ (decision 201).
import { sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { routePages } from './route-pages.ts';
import { securityHeaders, type SecurityOptions } from './security-headers.ts';

export type PortalAppOptions = SecurityOptions & {
  /**
   * Answers /api and /api/... (the sandbox app, or "starting" while its database opens); `env` is the Node
   * server's bindings (the socket, whose peer address the sandbox's brute-force limits count by).
   */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
  /** The built portal; none = API only. */
  distDir?: string;
};

const SOURCE_MAP = /\.map$/i;
/** Where the build puts its hashed files (Vite's `assetsDir`). */
const ASSETS = '/assets/';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheFor(path: string, c: Context) {
  c.header('Cache-Control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
  if (!c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
}

export function portalApp(options: PortalAppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders(options));
  const api = new Hono();
  api.use(compress());
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.all('*', (c) => options.api(c.req.raw, c.env));
  app.route('/api', api);
  const root = options.distDir;
  if (root) {
    app.use(async (c, next) => (SOURCE_MAP.test(c.req.path) ? c.notFound() : next()));
    app.use(serveStatic({ root, precompressed: true, onFound: cacheFor }));
    // A built file that is not there (a tab open across a deploy asking for an old chunk) is not a page.
    app.use(async (c, next) => (c.req.path.startsWith(ASSETS) ? c.notFound() : next()));
    // A client route gets index.html, or its journey's page with the route's scripts preloaded.
    const pageFor = routePages(root);
    const pages = new Map<string, MiddlewareHandler>();
    const servePage = (path: string): MiddlewareHandler => {
      const page = pages.get(path) ?? serveStatic({ root, path, precompressed: true, onFound: cacheFor });
      pages.set(path, page);
      return page;
    };
    app.get((c, next) => servePage(pageFor(c.req.path))(c, next));
    app.get((c) => c.text('The portal is not built yet: run `vite build` (npm start does).', 404));
  }
  return app;
}
