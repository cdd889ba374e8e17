// What the visualizer needs to know about one chart: its machine and, when a flow binds it, the flow's
// title, per-state screens, step labels, event wording, guard rules and scenario presets (read from the
// registry by `chart-catalog.ts`), plus what the `/flows` list says about the journey (its about).
import type { ComponentType } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { InputClassRule } from '@/flows/define-flow';
import type { JourneyPortal } from '@/flows/journey';
import type { EventVariants, SimulationScenario } from './simulation';

export interface ChartStateBinding {
  // Screens are typed against their own machine's snapshot; the visualizer hands them a snapshot of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  screen?: ComponentType<any>;
  path?: string;
  stepLabel?: string;
  /** The screen's heading; a plain string names a step that has no step label. */
  heading?: unknown;
}

/** The portal a journey belongs to (its about), as the `/flows` list names it. */
export type ChartPortal = JourneyPortal;

export interface ChartEntry {
  /** The machine's id, used in `/flows/$machineId`. */
  id: string;
  /** The journey's name in words ('Become a Member'). */
  title: string;
  /** One line: what the journey is for. */
  purpose: string;
  portal: ChartPortal;
  machine: AnyStateMachine;
  basePath?: string;
  /** Keyed by state key or state path (`locate`, `locate.geocoding`) as the flow declares them. */
  states?: Record<string, ChartStateBinding>;
  scenarios?: Record<string, SimulationScenario>;
  /** The input a simulation starts with when its scenario gives none (the chart's path-test input). */
  simulatedInput?: unknown;
  /** Payload variants per snapshot, offered as event buttons (the path tests' event function). */
  eventVariants?: EventVariants;
  /** What the boater does for an event, in words (the flow's `describeEvent`). */
  describeEvent?: (event: EventObject) => string;
  /** Guard name → the spec rule it encodes, in words (`if the Lake Card boat's home port is in AK, FL, …`). */
  guardRules?: Record<string, string>;
  /** The classes of input the chart decides on (decision 265), naming the simulation's choices. */
  inputClasses?: readonly InputClassRule<EventObject, unknown>[];
  /** Repository path of the generated journey plan (`docs/journeys/<kebab-id>.md`), when there is one. */
  journeyPlan?: string;
  /** The step bar of the flow for a snapshot, rendered above the simulated screen. */
  stepBar?: ComponentType<{ snapshot: AnyMachineSnapshot; send: (event: EventObject) => void }>;
}
