// Where the server finds the built portal and keeps the sandbox data, relative to the project root.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
/** PORTAL_DIST_DIR serves a bundle built elsewhere (`vite build --outDir …`), e.g. a second preview. */
export const defaultDistDir = resolve(projectRoot, process.env.PORTAL_DIST_DIR ?? 'dist');
export const defaultDataDir = () => resolve(projectRoot, process.env.SANDBOX_DATA_DIR ?? '.data/sandbox');

export const SIGN_IN_HINT =
  'Sign in as gold@example.com / Sandbox!2026 (every sandbox persona uses that password).';
