// `npm test`: runs the npm scripts named on the command line one after the other (typecheck, lint, unit,
// browser) and stops at the first that fails, saying which one and how to rerun it alone (decision 200).
import { spawnSync } from 'node:child_process';

const event = process.env.npm_lifecycle_event;
const runner = event === 'test' ? 'npm test' : event ? `npm run ${event}` : 'run-steps';

for (const step of process.argv.slice(2)) {
  const { status, signal } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  if (status !== 0) {
    const how = signal ? `killed by ${signal}` : `exit code ${status}`;
    console.error(`\n${runner}: step '${step}' failed (${how}) — rerun it alone with: npm run ${step}`);
    process.exit(status || 1);
  }
}
