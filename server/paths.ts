// Where the server finds the built portal and keeps the sandbox data, relative to the project root, and
// the startup lines that tell them.
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm start` builds the portal (vite.config.ts's outDir). */
export const builtDistDir = resolve(projectRoot, 'dist');
/** PORTAL_DIST_DIR serves a bundle built elsewhere (`vite build --outDir …`), e.g. a second preview. */
export const defaultDistDir = process.env.PORTAL_DIST_DIR
  ? resolve(projectRoot, process.env.PORTAL_DIST_DIR)
  : builtDistDir;
export const defaultDataDir = () => resolve(projectRoot, process.env.SANDBOX_DATA_DIR ?? '.data/sandbox');

export const SIGN_IN_HINT =
  'Sign in as gold@example.com / Sandbox!2026 (every sandbox persona uses that password).';

/** A path as the startup lines show it: relative to the project when inside it, else absolute. */
export function shownPath(path: string): string {
  const inside = relative(projectRoot, path);
  return inside && !inside.startsWith('..') ? inside : path;
}

/** Where the sandbox keeps its data: the PostgreSQL server (never its password), or the folder. */
export function dataHint(databaseUrl = process.env.DATABASE_URL): string {
  if (databaseUrl) {
    const { protocol, host, pathname } = new URL(databaseUrl);
    return `Sandbox data: PostgreSQL at ${protocol}//${host}${pathname}.`;
  }
  return `Sandbox data: ${shownPath(defaultDataDir())} (kept across restarts; npm run sandbox:reset reseeds it).`;
}
