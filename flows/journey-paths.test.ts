// A journey's route loads a child flow's binding before the run starts only when the run may start inside
// it: a child's URL, the URL of the step that runs it, or a kept run. A fresh run at its own step does not.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { homePortFlow } from '@/journeys/home-port/home-port.journey';
import { defineFlow, type AnyFlowDefinition } from './define-flow';
import { isFlowPath, loadChildFlowsForArrival } from './journey-paths';

function flowWithChild() {
  let loaded: AnyFlowDefinition | undefined;
  const child = { loads: 0 };
  const source = {
    load: async () => {
      child.loads += 1;
      loaded = homePortFlow;
    },
    get: () => loaded,
  };
  const machine = createMachine({
    id: 'boat',
    initial: 'start',
    states: { start: { on: { next: 'boat' } }, boat: {}, homePort: {} },
  });
  const Screen = () => null;
  const flow = defineFlow({
    id: 'boat',
    machine,
    basePath: '/members/join/apply',
    title: 'Boat',
    persist: { key: 'boat-arrival', version: 1 },
    states: {
      start: { path: 'start', screen: Screen },
      boat: { path: 'boats', screen: Screen },
      homePort: { path: 'home', screen: Screen, child: { invokeId: 'homePort', flow: source } },
    },
    actors: () => ({}),
  });
  return { flow, child };
}

const at = (pathname: string) => ({ pathname, arriving: true });
const storage = (...keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('a journey URL on arrival', () => {
  it("loads no child flow for a fresh run at one of the flow's own steps", async () => {
    const { flow, child } = flowWithChild();
    await loadChildFlowsForArrival(flow, at('/members/join/apply/start'), {}, storage('flow:other'));
    expect(child.loads).toBe(0);
    // A child's step is no URL of the flow until its binding is here.
    expect(isFlowPath(flow, '/members/join/apply/home/home_port_type', {})).toBe(false);
  });

  it("loads the child flows for a child's step, the step running the child, or a kept run", async () => {
    const atChildStep = flowWithChild();
    await loadChildFlowsForArrival(
      atChildStep.flow,
      at('/members/join/apply/home/home_port_type'),
      {},
      storage(),
    );
    expect(atChildStep.child.loads).toBe(1);
    expect(isFlowPath(atChildStep.flow, '/members/join/apply/home/home_port_type', {})).toBe(true);

    const atRunningStep = flowWithChild();
    await loadChildFlowsForArrival(atRunningStep.flow, at('/members/join/apply/home'), {}, storage());
    expect(atRunningStep.child.loads).toBe(1);

    const kept = flowWithChild();
    await loadChildFlowsForArrival(
      kept.flow,
      at('/members/join/apply/start'),
      {},
      storage('flow:boat-arrival:m1'),
    );
    expect(kept.child.loads).toBe(1);
  });

  it('loads no child flow for a step change of the run under way (the runner loads it ahead)', async () => {
    const { flow, child } = flowWithChild();
    const stepChange = { pathname: '/members/join/apply/boats', arriving: false };
    await loadChildFlowsForArrival(flow, stepChange, {}, storage('flow:boat-arrival'));
    expect(child.loads).toBe(0);
  });
});
