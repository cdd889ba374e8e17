// A journey as the app sees it: what the `/flows` list, the router and the test generators need to know
// cheaply (`JourneyAbout`), and the lazily loaded binding (`Journey`: the flow definition and how its
// route starts and finishes it). The registry (`journeys/registry.ts`) lists one entry per chart.
import type { ReactNode } from 'react';
import type { AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { FlowDefinition, FlowPersistence } from './define-flow';
import type { FirstData } from './first-data';

/** Which portal a chart belongs to (the visualizer groups by it). */
export type JourneyPortal = 'member' | 'partner' | 'account';

/**
 * Where the router mounts a journey's URLs: under the public or the signed-in part of its portal.
 * A chart without a mount runs inside a page that owns its route (billing, card, account, registration).
 */
export type JourneyMount = 'public' | 'signed-in';

export interface JourneyAbout {
  /** The chart's machine id; also `/flows/$id`. */
  id: string;
  /** The journey's name in words, as a product owner would say it. */
  title: string;
  portal: JourneyPortal;
  /** Base path of the journey's URLs, e.g. `/members/join`; its steps hang under it. */
  basePath: string;
  mount?: JourneyMount;
}

/** What the app hands a journey's route (the engine declares it; `src/` provides it). */
export interface JourneyHost {
  api: ApiClient;
  /** `undefined` while the session is still loading. */
  signedIn: boolean | undefined;
  accountId: string | null;
  supportPhone: string;
  providerSite: string;
  navigate: (href: string) => void;
  /**
   * Drops a query parameter from the current address (the entry and its history state kept), through the
   * router's history and from its location: a change made behind the router's back can race a navigation
   * the router has queued (an error page) and leave it showing the page it left.
   */
  dropFromAddress: (param: string) => void;
  /** Refetches the signed-in member's memberships in the pages' cache (after a journey changed one). */
  refreshMemberships: () => Promise<void>;
}

export interface JourneyRouteOptions<TMachine extends AnyStateMachine> {
  /**
   * The machine's input from the URL, the session and storage, read on arrival; `undefined` while it is
   * not known yet (the session still loading): the route shows `pendingLabel` meanwhile.
   */
  useInput?: (host: JourneyHost) => InputFrom<TMachine> | undefined;
  pendingLabel?: string;
  /** What finishing does with the output (default: back to the base path with the output stored). */
  onDone?: (output: OutputFrom<TMachine>, host: JourneyHost) => void;
  /** A frame around every step (e.g. a provider the screens read). */
  Frame?: (props: { host: JourneyHost; children: ReactNode }) => ReactNode;
}

export interface Journey<TMachine extends AnyStateMachine = AnyStateMachine> {
  flow: FlowDefinition<TMachine>;
  route?: JourneyRouteOptions<TMachine>;
}

// The registry holds journeys of many machines; `any` is the existential here (as xstate's AnyStateMachine).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJourney = Journey<any>;

export interface JourneyEntry {
  about: JourneyAbout;
  /** The binding with its screens, loaded when its route is entered; none for a chart a page runs alone. */
  journey?: () => Promise<AnyJourney>;
  /**
   * The call its first step makes whoever asks: its route asks for it while the binding loads, unless a run
   * kept as `resumes` says will resume (that run asks for what it needs itself).
   */
  firstData?: { data: FirstData<unknown>; resumes: Pick<FlowPersistence, 'key'> };
}

/** What the tools (the `/flows` visualizer, path tests, exports) alone need of a chart (`journeys/charts.ts`). */
export interface ChartSource {
  /** One line: what the user does in it. */
  purpose: string;
  /** The chart alone (no screens). */
  chart: () => Promise<AnyStateMachine>;
}

/** Typed identity for a journey's binding. */
export function defineJourney<TMachine extends AnyStateMachine>(
  journey: Journey<TMachine>,
): Journey<TMachine> {
  return journey;
}
