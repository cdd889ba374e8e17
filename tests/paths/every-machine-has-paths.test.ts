// A new chart without path coverage or without a place in the registry fails the build.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allMachines } from '@/flows/registry';

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
    it(`${file} is listed in flows/registry allMachines`, async () => {
      const machines = exportedMachines((await import(`${root}machines/${file}`)) as Record<string, unknown>);
      expect(machines.length, `${file} exports a machine`).toBeGreaterThan(0);
      for (const machine of machines) expect(allMachines[machine.id], machine.id).toBe(machine);
    });
  }
});
