// What the visualizer needs to know about one chart: its machine and, when a flow binds it, the flow's
// title, per-state screens and scenario presets (read from the flow registry by `chart-catalog.ts`).
import type { ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { EventVariants, SimulationScenario } from './simulation';

export interface ChartStateBinding {
  // Screens are typed against their own machine's snapshot; the visualizer hands them a snapshot of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  screen?: ComponentType<any>;
  path?: string;
  stepLabel?: string;
}

export interface ChartEntry {
  /** The machine's id, used in `/flows/$machineId`. */
  id: string;
  title: string;
  machine: AnyStateMachine;
  basePath?: string;
  /** Keyed by state key or state path (`locate`, `locate.geocoding`) as the flow declares them. */
  states?: Record<string, ChartStateBinding>;
  scenarios?: Record<string, SimulationScenario>;
  /** Payload variants per snapshot, offered as event buttons (the path tests' event function). */
  eventVariants?: EventVariants;
}
