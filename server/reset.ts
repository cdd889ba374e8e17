// `npm run sandbox:reset`: wipe the sandbox data folder and seed it again from docs/sandbox.md.
import { rm } from 'node:fs/promises';
import { createSandbox } from '../sandbox/app.ts';
import { defaultDataDir } from './paths.ts';

const dataDir = defaultDataDir();
await rm(dataDir, { recursive: true, force: true });
const sandbox = await createSandbox({ dataDir });
await sandbox.close();
console.log(`Sandbox data reset and reseeded in ${dataDir}`);
