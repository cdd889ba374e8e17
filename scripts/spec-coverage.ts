// `npm run spec-coverage`: writes `docs/spec-coverage.md` from the rows of `scripts/spec-coverage/rules-*.ts`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countRules, renderSpecCoverage } from './spec-coverage/render';
import { specCoverageFile, specs } from './spec-coverage/specs';

const root = fileURLToPath(new URL('..', import.meta.url));
await writeFile(join(root, specCoverageFile), renderSpecCoverage(specs));
const { rules, tested, gaps } = countRules(specs);
console.log(`Wrote ${specCoverageFile}: ${rules} rules, ${tested} checked by a test, ${gaps} gaps.`);
