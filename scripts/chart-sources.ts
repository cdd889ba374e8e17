// Where `npm run charts` and `npm run bench` find the charts and their path-test events, in Node.
// Charts: every state machine exported by `machines/*.machine.ts`. Events: the path tests' event
// function for machine `<id>`, exported as `<id>Events` from `tests/paths/*.events.ts`, and the input
// to start it with, exported as `<id>PathInput` (default `{}`).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { EventsOf, GenerateOptions } from '@/flows/graph/generate-transition-paths';

const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  typeof (value as { getTransitionData?: unknown }).getTransitionData === 'function';

async function importAll(dir: string, suffix: string): Promise<Record<string, unknown>[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(suffix))
    .sort();
  return Promise.all(
    files.map(async (file) => (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>),
  );
}

export async function loadChartMachines(root: string): Promise<AnyStateMachine[]> {
  const modules = await importAll(join(root, 'machines'), '.machine.ts');
  const machines = modules.flatMap((module) => Object.values(module).filter(isStateMachine));
  return [...new Map(machines.map((machine) => [machine.id, machine])).values()];
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
