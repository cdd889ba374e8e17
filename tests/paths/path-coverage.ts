// The one helper every `<machine>.paths.test.ts` uses: generate covering paths against the pure machine
// with fake actor outcomes (as events), print paths and coverage, fail naming each unwalked transition,
// and check the chart's graph properties.
import { expect, it } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import {
  activeNodes,
  generateTransitionPaths,
  type EventsOf,
  type PathSet,
} from '@/flows/graph/generate-transition-paths';
import {
  deadEnds,
  invariantViolations,
  unreachableStates,
  type FlowInvariant,
} from '@/flows/graph/graph-properties';

export interface MachinePathSpec<TMachine extends AnyStateMachine> {
  machine: TMachine;
  events: EventsOf;
  input?: InputFrom<TMachine>;
  limit?: number;
  invariants?: readonly FlowInvariant[];
}

export function formatPathReport(name: string, set: PathSet): string {
  const lines = [
    `${name}: ${set.covered.size}/${set.transitions.length} transitions walked by ${set.paths.length} paths`,
  ];
  set.paths.forEach((path, i) => lines.push(`  ${i + 1}. ${path.description}`));
  for (const t of set.missing) lines.push(`  NOT WALKED: ${t.id}${t.guard ? ` [${t.guard}]` : ''}`);
  return lines.join('\n');
}

export function generateFor<TMachine extends AnyStateMachine>(spec: MachinePathSpec<TMachine>): PathSet {
  return generateTransitionPaths(spec.machine, {
    events: spec.events,
    ...(spec.input !== undefined ? { input: spec.input } : {}),
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
  });
}

/** Registers the path and graph-property tests of one machine in the calling test file. */
export function pathTests<TMachine extends AnyStateMachine>(spec: MachinePathSpec<TMachine>): void {
  const name = spec.machine.id;
  let cached: PathSet | undefined;
  const set = () => (cached ??= generateFor(spec));

  it(`${name}: generated paths walk every transition`, () => {
    const result = set();
    console.log(formatPathReport(name, result));
    expect(result.transitions.length).toBeGreaterThan(0);
    expect(
      result.missing.map((t) => t.id),
      'transitions no generated path walks',
    ).toEqual([]);
  });

  it(`${name}: every state is reachable`, () => {
    expect(unreachableStates(spec.machine, set())).toEqual([]);
  });

  it(`${name}: no non-final state is a dead end`, () => {
    expect(deadEnds(spec.machine)).toEqual([]);
  });

  for (const invariant of spec.invariants ?? []) {
    it(`${name}: ${invariant.name}`, () => {
      const result = set();
      const entering = result.allPaths.filter((p) =>
        p.steps.some((s) => activeNodes(s.snapshot).some((n) => n.id === invariant.into)),
      );
      expect(entering.length, `some path must enter ${invariant.into}`).toBeGreaterThan(0);
      expect(invariantViolations(result, invariant).map((p) => p.description)).toEqual([]);
    });
  }
}
