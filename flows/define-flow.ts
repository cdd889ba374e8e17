// A flow is declared, not programmed: a machine, a base path, and per state the screen, the path
// segment, the step-bar label and how a browser test recognises the screen. The engine
// (`flows/runner/`, `flows/graph/`, `scripts/journeys.ts`, the visualizer) reads these declarations.
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { FlowInvariant } from './graph/graph-properties';

export interface FlowScreenProps<TMachine extends AnyStateMachine = AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  send: (event: EventFromLogic<TMachine>) => void;
}

/** What a browser test looks for to know the screen is showing: a heading, or another role and name. */
export interface ScreenCheck {
  role: 'heading' | 'button' | 'link' | 'dialog' | 'alertdialog' | 'radiogroup' | 'combobox' | 'textbox';
  name: string;
}

export type FromSnapshot<TMachine extends AnyStateMachine, T> = T | ((snapshot: SnapshotFrom<TMachine>) => T);

export interface FlowStateDeclaration<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Path segment under the flow's base path, e.g. `home_port_type`. */
  path: string;
  /**
   * The declared state whose URL this state shows under, when it has none of its own (a page's load and
   * its failure under the page's URL, a save in progress under its form's step): the same `path`, and the
   * URL asks for that state. Without it, no two states may declare the same path.
   */
  sharesPathWith?: string;
  /** The state's screen; a `lazyScreen` loads on the state's first entry. */
  screen:
    ComponentType<FlowScreenProps<TMachine>> | LazyExoticComponent<ComponentType<FlowScreenProps<TMachine>>>;
  /** Label in the step bar; states without one are not steps. */
  stepLabel?: string;
  /** One-line summary shown for a completed step (null when there is nothing to show). */
  summary?: (snapshot: SnapshotFrom<TMachine>) => string | null;
  /** The screen's heading (spec string); a browser test checks it. */
  heading?: FromSnapshot<TMachine, string>;
  /** Another check when the screen has no distinctive heading. */
  check?: FromSnapshot<TMachine, ScreenCheck>;
  /** The event the step bar's 'Edit' link sends to come back to this step. */
  editEvent?: EventFromLogic<TMachine>['type'];
  /**
   * A child flow this state invokes (its machine under `invokeId`, the chart's actor of that name): while
   * the child runs, its screens show under this state's URL, and the parent's chart merges the child's
   * output on done. Its binding loads apart (`lazyExport`), before the parent can enter this state.
   */
  child?: ChildFlowDeclaration<TMachine>;
}

export interface ChildFlowDeclaration<TMachine extends AnyStateMachine = AnyStateMachine> {
  invokeId: string;
  flow: ChildFlowSource;
  /** The parent's frame around the child's screens (e.g. the purchase header and cart); none by default. */
  frame?: ComponentType<FlowScreenProps<TMachine> & { children: ReactNode }>;
}

/** A child flow's binding, loaded apart from its parent's: `load` brings it (once), `get` answers it then. */
export interface ChildFlowSource {
  load: () => Promise<unknown>;
  get: () => AnyFlowDefinition | undefined;
}

export interface FlowScenario<TMachine extends AnyStateMachine = AnyStateMachine> {
  description: string;
  input?: InputFrom<TMachine>;
  /** Context overrides merged over the machine's initial context. */
  context?: Partial<SnapshotFrom<TMachine>['context']>;
  /** The state the preset starts in with that context (`payment`); the chart's first state otherwise. */
  at?: string;
  /** Events sent, in order, after start (to reach a step with this data). */
  events?: Array<EventFromLogic<TMachine>>;
}

export interface FlowPersistence {
  /** Storage key (prefixed by the engine); one per flow. */
  key: string;
  /** Schema version: bump when the chart or context changes shape; older snapshots are dropped. */
  version: number;
  /** Context fields never written to storage (card number, security code). */
  sensitive?: string[];
}

export interface FlowDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string;
  machine: TMachine;
  /** Base path of the flow, e.g. `/members/memberships/$sfid/boats`; state paths hang under it. */
  basePath: string;
  title: string;
  persist: FlowPersistence;
  /** Declared in step order; keys are state paths (`locate`, `search.choosing`). */
  states: Record<string, FlowStateDeclaration<TMachine>>;
  /**
   * Events that carry no data and only move between steps (continue, back, edit). The runner searches
   * the chart with them to decide whether a URL's step is reachable under the current context.
   */
  navigationEvents?: Array<EventFromLogic<TMachine>['type']>;
  /** Real actors from `api/`, given to the machine through `.provide()`. */
  actors: (api: ApiClient) => Record<string, unknown>;
  /** The chart's plain words, loaded by `npm run journeys` and a chart's `/flows` page (never by boaters). */
  journeyWords?: () => Promise<FlowJourneyWords<TMachine>>;
  /** Visualizer presets, loaded with the visualizer only (their example data never ships to boaters). */
  scenarios?: () => Promise<Record<string, FlowScenario<TMachine>>>;
  invariants?: FlowInvariant[];
  /**
   * Other paths (relative to the base path) that ask for a declared state, e.g. `apply` → `contact`
   * (docs/routes.md: a bare checkout root goes to its first step). The chart still decides (decision 033).
   */
  aliases?: Record<string, string>;
  /**
   * The declared state any other sub-path under the base path asks for (e.g. the trailer-care upgrade's
   * unknown sub-paths go to `payment`, docs/routes.md); without it such a URL is not found.
   */
  fallback?: string;
  /** Called with every snapshot while the flow runs (e.g. to keep a cart of spec §3 in localStorage). */
  sync?: (snapshot: SnapshotFrom<TMachine>) => void;
}

/**
 * A chart's events, screens and guards in plain language, for the generated journey plans and suites and
 * for one chart's page of the visualizer (never on a boater's screens).
 */
export interface FlowJourneyWords<TMachine extends AnyStateMachine> {
  /** What the user does for an event. */
  describeEvent: (event: EventFromLogic<TMachine>) => string;
  /** What the user sees in a snapshot beyond the heading (a message shown), if anything. */
  describeSnapshot?: (snapshot: SnapshotFrom<TMachine>) => string | null;
  /** Per guard name of the chart: the spec rule it encodes, in words (`if the boat state is …`). */
  guardRules?: Record<string, string>;
  /**
   * Texts the screen shows in a snapshot that a tester and the browser suite check (a message, a price);
   * `{phone}` stands for the support line.
   */
  shows?: (snapshot: SnapshotFrom<TMachine>) => string[];
  /**
   * The answers that decide the chart's moves, each a coverage item of the journeys (decision 265): per
   * question or rule, every class of its inputs, recognised on the event that carries it.
   */
  inputClasses?: Array<InputClassRule<EventFromLogic<TMachine>, ContextFrom<TMachine>>>;
}

/** One question or rule and the classes of its inputs (every answer of a question, every kind of code). */
export interface InputClassRule<TEvent, TContext> {
  rule: string;
  outcomes: Array<{
    outcome: string;
    /** Whether this event, sent when the chart held this context, is an input of this class. */
    when: (event: TEvent, before: { context: TContext }) => boolean;
  }>;
}

// A list of flows of many machines; `any` is the existential here (as xstate's AnyStateMachine).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFlowDefinition = FlowDefinition<any>;

/** Typed identity: keeps the machine's types flowing into states, actors and scenarios. */
export function defineFlow<TMachine extends AnyStateMachine>(
  flow: FlowDefinition<TMachine>,
): FlowDefinition<TMachine> {
  checkPathsAreOwned(flow);
  return flow;
}

/**
 * Each path is one state's URL: two states declare the same path only when one names the other in
 * `sharesPathWith`, or runs a child flow (the child's URLs hang under its step's path).
 */
function checkPathsAreOwned(flow: AnyFlowDefinition): void {
  const owners = new Map<string, string>();
  for (const [key, state] of Object.entries(flow.states)) {
    if (state.child) continue;
    const shared = state.sharesPathWith;
    if (shared === undefined) {
      const owner = owners.get(state.path);
      if (owner !== undefined)
        throw new Error(`Flow '${flow.id}' declares the path '${state.path}' twice ('${owner}', '${key}').`);
      owners.set(state.path, key);
      continue;
    }
    const target = flow.states[shared];
    if (!target || target.sharesPathWith !== undefined || target.path !== state.path)
      throw new Error(
        `Flow '${flow.id}': '${key}' shares the path of '${shared}', which must be a declared state with its own path '${state.path}'.`,
      );
  }
}

/** Resolve a value that may depend on the snapshot. */
export function resolveFromSnapshot<TMachine extends AnyStateMachine, T>(
  value: FromSnapshot<TMachine, T>,
  snapshot: SnapshotFrom<TMachine>,
): T {
  return typeof value === 'function' ? (value as (s: SnapshotFrom<TMachine>) => T)(snapshot) : value;
}

/** The screen check of a state: its `check`, else its heading. */
export function screenCheckOf<TMachine extends AnyStateMachine>(
  state: FlowStateDeclaration<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
): ScreenCheck | null {
  if (state.check !== undefined) return resolveFromSnapshot(state.check, snapshot);
  if (state.heading !== undefined)
    return { role: 'heading', name: resolveFromSnapshot(state.heading, snapshot) };
  return null;
}

/** The child flows a flow's states invoke. */
export const childFlowsOf = (flow: AnyFlowDefinition): ChildFlowDeclaration[] =>
  Object.values(flow.states).flatMap((state) => state.child ?? []);

/** Loads the bindings of the child flows a flow invokes (at once when they are here). */
export async function loadChildFlows(flow: AnyFlowDefinition): Promise<void> {
  await Promise.all(childFlowsOf(flow).map((child) => child.flow.load()));
}
