// The input each chart's simulation starts with when its scenario gives none: the path tests' input
// (`<id>PathInput` in tests/paths/*.events.ts), written by `npm run charts` into
// `src/visualizer/simulation-inputs.gen.json`, so `/flows` starts every chart with the data its generated
// tests use (a membership, an account) without shipping the test fixtures to the browser.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format } from 'prettier';
import type { AnyStateMachine } from 'xstate';
import { loadPathOptions } from './chart-sources';

export async function writeSimulationInputs(root: string, machines: AnyStateMachine[]): Promise<void> {
  const inputs: Record<string, unknown> = {};
  for (const machine of machines) {
    const input = (await loadPathOptions(root, machine))?.input;
    if (input !== undefined) inputs[machine.id] = input;
  }
  const file = join(root, 'src/visualizer/simulation-inputs.gen.json');
  await writeFile(file, await format(JSON.stringify(inputs), { parser: 'json', filepath: file }));
}
