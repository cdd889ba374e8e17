// Every chart of the registry as the visualizer sees it: the machine, and when a flow binds it, the
// flow's title, per-state screens and scenario presets.
import { allMachines, flowForMachine } from '@/flows/registry';
import { recordedEvents } from './chart-coverage';
import type { ChartEntry } from './chart-entry';

export function chartEntries(): ChartEntry[] {
  return Object.values(allMachines).map((machine) => {
    const flow = flowForMachine(machine.id);
    return {
      id: machine.id,
      title: flow?.title ?? machine.id,
      machine,
      basePath: flow?.basePath,
      states: flow?.states,
      scenarios: flow?.scenarios,
      eventVariants: () => recordedEvents(machine),
    };
  });
}
