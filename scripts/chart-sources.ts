// Where `npm run charts` and `npm run bench` find the path-test events of the charts (`loadCharts` in
// `journeys/charts.ts`), in Node: the event function for machine `<id>`, exported as `<id>Events` from
// `tests/paths/*.events.ts`, and the input to start it with, exported as `<id>PathInput` (default `{}`).
// Snapshots of an older tree import it too, so it imports nothing of the journeys.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { EventsOf, GenerateOptions } from '@/flows/graph/generate-transition-paths';

async function importAll(dir: string, suffix: string): Promise<Record<string, unknown>[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(suffix))
    .sort();
  return Promise.all(
    files.map(async (file) => (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>),
  );
}

export async function loadPathOptions(
  root: string,
  machine: AnyStateMachine,
): Promise<GenerateOptions<AnyStateMachine> | undefined> {
  for (const module of await importAll(join(root, 'tests/paths'), '.events.ts')) {
    const events = module[`${machine.id}Events`];
    if (typeof events === 'function') {
      return { events: events as EventsOf, input: module[`${machine.id}PathInput`] ?? {} };
    }
  }
  return undefined;
}
