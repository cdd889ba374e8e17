// A new chart without path coverage or without a place in the registry fails the build.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { journeyRegistry } from '@/journeys/registry';
import { chartSource } from '@/journeys/charts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const machineFiles = readdirSync(`${root}machines`).filter((f) => f.endsWith('.machine.ts'));

function exportedMachines(module: Record<string, unknown>): AnyStateMachine[] {
  return Object.values(module).filter(
    (v): v is AnyStateMachine =>
      typeof v === 'object' && v !== null && 'root' in v && 'provide' in v && 'id' in v,
  );
}

describe('every machine in machines/', () => {
  it('finds the charts', () => {
    expect(machineFiles).toContain('home-port.machine.ts');
  });

  for (const file of machineFiles) {
    const name = file.replace(/\.machine\.ts$/, '');
    it(`${file} has tests/paths/${name}.paths.test.ts`, () => {
      expect(existsSync(`${root}tests/paths/${name}.paths.test.ts`)).toBe(true);
    });
    it(`${file} is in journeys/registry.ts, and journeys/charts.ts loads this very chart`, async () => {
      const machines = exportedMachines((await import(`${root}machines/${file}`)) as Record<string, unknown>);
      expect(machines.length, `${file} exports a machine`).toBeGreaterThan(0);
      for (const machine of machines) {
        const entry = journeyRegistry.find((candidate) => candidate.about.id === machine.id);
        expect(entry, machine.id).toBeDefined();
        expect(await chartSource(machine.id).chart()).toBe(machine);
      }
    });
  }
});

describe('every registered journey', () => {
  for (const entry of journeyRegistry) {
    it(`${entry.about.id}: its binding runs its chart under its own id, title and base path`, async () => {
      const binding = await entry.journey?.();
      if (!binding) return expect(entry.about.mount, 'a mounted journey needs a binding').toBeUndefined();
      expect(binding.flow.machine).toBe(await chartSource(entry.about.id).chart());
      expect(binding.flow.id).toBe(entry.about.id);
      expect(binding.flow.basePath).toBe(entry.about.basePath);
      expect(binding.flow.title).toBe(entry.about.title);
    });
  }
});
