// `npm run test:journeys [-- <chart>… [--path N]]`: runs the generated journey suites of the named charts
// (flow id, file name or machine id; all when none) in Chromium, or only journey N of one chart.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { JourneyFile } from '@/tests/browser/journeys/journey-data';

const dir = resolve(import.meta.dirname, '../tests/browser/journeys');

function suitesNamed(names: string[]): string[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.journeys.json'));
  const plans = files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as JourneyFile);
  return names.map((name) => {
    const plan = plans.find((p) =>
      [p.name, p.chart, p.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())].includes(name),
    );
    if (!plan)
      throw new Error(`No journey plan named '${name}': one of ${plans.map((p) => p.name).join(', ')}`);
    return join(dir, `${plan.name}.journey.test.ts`);
  });
}

/** The suite files and journey number the arguments ask for; a message for arguments that ask for none. */
function chosen(args: string[]): { files: string[]; path: string | undefined } {
  const at = args.indexOf('--path');
  const path = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && !/^\d+$/.test(path ?? '')) throw new Error('--path takes a journey number');
  const names = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  if (path && names.length !== 1) throw new Error('--path picks a journey of one chart: name one chart');
  return { files: names.length > 0 ? suitesNamed(names) : [dir], path };
}

let choice: ReturnType<typeof chosen>;
try {
  choice = chosen(process.argv.slice(2));
} catch (error) {
  console.error(`test:journeys: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'browser', ...choice.files], {
  stdio: 'inherit',
  env: { ...process.env, ...(choice.path ? { JOURNEY_PATH: choice.path } : {}) },
});
process.exit(run.status ?? 1);
