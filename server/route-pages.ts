// Which HTML page the server answers a client route with: the page of the journey whose base path the
// URL falls under (its scripts preloaded with the entry, server/route-preloads-plugin.ts), else index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PAGES_FILE, type RoutePage } from './route-preloads-plugin.ts';

export type RoutePageFor = (path: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/members/memberships/$sfid/renew` → matches `/members/memberships/a0B1/renew` and anything under it. */
export function basePathPattern(basePath: string): RegExp {
  const segments = basePath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}(?:/|$)`);
}

/** Reads dist/route-pages.json once (none: every route gets index.html). */
export function routePages(distDir: string): RoutePageFor {
  let pages: RoutePage[] = [];
  try {
    pages = JSON.parse(readFileSync(join(distDir, ROUTE_PAGES_FILE), 'utf8')) as RoutePage[];
  } catch {
    pages = [];
  }
  const matchers = pages.map((page) => ({ pattern: basePathPattern(page.basePath), html: page.html }));
  return (path) => matchers.find((matcher) => matcher.pattern.test(path))?.html ?? 'index.html';
}
