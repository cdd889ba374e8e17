// The fault cases `npm run journeys` derives from a flow's journey plans (decision 113): for each chart
// actor whose failure the chart handles (an `xstate.error.actor.*` transition some journey walks), the
// shortest journey in which a boater's action makes that actor's call and gets its answer. The replay
// (fault-replay.ts) walks it to that action, performs it under each fault kind in turn, then once more
// without a fault.
import type { ScreenCheck } from '@/flows/define-flow';
import type { JourneyPlan, JourneyStep } from './journey-plan';

/** What the boater sees for a failed call: the spec §8 error page and its catalogue text. */
export interface FaultPage {
  path: string;
  heading: string;
  text: string;
}

export interface FaultKind {
  id: 'server-error' | 'unavailable' | 'network' | 'timeout';
  /** Plain language, for the journey plans. */
  does: string;
  page: FaultPage;
}

const SERVER_ERROR: FaultPage = {
  path: '/error/server_error',
  heading: 'Server Error',
  text: 'Something went wrong. Please try again or contact us if the issue persists.',
};

const NETWORK_UNAVAILABLE: FaultPage = {
  path: '/error/client_error',
  heading: 'Network Unavailable',
  text: 'The network is unavailable. Please retry your request again.',
};

export const FAULT_KINDS: readonly FaultKind[] = [
  { id: 'server-error', does: 'the call answers 500', page: SERVER_ERROR },
  { id: 'unavailable', does: "the call answers 503 with 'Retry-After: 120'", page: SERVER_ERROR },
  { id: 'network', does: 'the network fails before an answer', page: NETWORK_UNAVAILABLE },
  { id: 'timeout', does: "no answer comes within the client's timeout", page: NETWORK_UNAVAILABLE },
];

/** Steps `from`..`to` (inclusive) of one of the suite's journeys, by its index. */
export interface StepRange {
  journey: number;
  from: number;
  to: number;
}

/** A fault case as the generated suite holds it: the steps are referred to in its journeys, not copied. */
export interface FaultCase {
  /** The chart actor whose call fails. */
  actor: string;
  /** A journey that reaches the call and gets its answer, up to the first screen after that answer. */
  walk: StepRange;
  /** Index in the journey of the boater's action that makes the call; 0 when opening the flow makes it. */
  trigger: number;
  /**
   * The actions that make the call again from the failure screen: those since the journey arrived on
   * that screen up to the trigger (card fields are typed again), or the failure screen's own retry.
   */
  retry: StepRange;
  /** The screen of the chart's failure state for this call (where 'Retry Request' comes back to). */
  failure: ScreenCheck;
  /** The chart's error transitions for this call from the state that makes it (coverage, decision 045). */
  transitions: string[];
}

/** A fault case's journey cut where it ends and its retry's steps, out of the suite's journeys. */
export function faultSteps(
  fault: FaultCase,
  journeys: readonly JourneyPlan[],
): { plan: JourneyPlan; retry: JourneyStep[] } {
  const range = ({ journey, from, to }: StepRange) => journeys[journey]?.steps.slice(from, to + 1) ?? [];
  const plan = journeys[fault.walk.journey];
  if (!plan) throw new Error(`Fault case ${fault.actor}: no journey ${fault.walk.journey}`);
  return { plan: { ...plan, steps: range(fault.walk) }, retry: range(fault.retry) };
}

/** A generated journey with the transitions each of its steps takes (from the path generator). */
export interface WalkedJourney {
  plan: JourneyPlan;
  stepTransitions: string[][];
}

const errorActor = (step: JourneyStep) => /^xstate\.error\.actor\.(.+)$/.exec(step.event.type)?.[1];
const isAnswer = (step: JourneyStep | undefined) => Boolean(step?.event.type.startsWith('xstate.'));

/** The index of the last answer of the run of service answers that follows step `i`. */
function settledAfter(steps: JourneyStep[], i: number): number {
  let end = i;
  while (isAnswer(steps[end + 1])) end++;
  return end;
}

interface Failure {
  actor: string;
  /** The event of the action before the failure. */
  after: string;
  check: ScreenCheck;
  /** The action after the failure, in its journey. */
  next: StepRange | null;
}

/** Each failure a browser can meet: the actor, the action before it, the screen it settles on, the next action. */
function failuresOf(journeys: WalkedJourney[], reachable: (plan: JourneyPlan) => boolean): Failure[] {
  const failures: Failure[] = [];
  journeys.forEach(({ plan }, journey) => {
    if (!reachable(plan)) return;
    for (const [i, step] of plan.steps.entries()) {
      const actor = errorActor(step);
      const settled = settledAfter(plan.steps, i);
      const check = plan.steps[settled]?.check;
      const action = plan.steps.slice(0, i).findLast((s) => !isAnswer(s));
      const next = settled + 1 < plan.steps.length ? { journey, from: settled + 1, to: settled + 1 } : null;
      if (actor && check) failures.push({ actor, after: action?.event.type ?? '', check, next });
    }
  });
  return failures;
}

/**
 * One fault case per actor that fails in some journey a browser can walk (`reachable`): the shortest
 * journey in which a boater's action (or the flow's opening) is answered by that actor's success.
 */
export function faultCasesOf(
  journeys: WalkedJourney[],
  chartTransitions: readonly string[],
  reachable: (plan: JourneyPlan) => boolean,
): FaultCase[] {
  const failures = failuresOf(journeys, reachable);
  const cases: FaultCase[] = [];
  for (const actor of new Set(failures.map((f) => f.actor))) {
    const found = shortestCall(journeys, actor, reachable) ?? callOnOpening(journeys, actor);
    if (!found) continue;
    const { walk, trigger } = found;
    const steps = journeys[walk.journey]?.plan.steps ?? [];
    const ofActor = failures.filter((f) => f.actor === actor);
    const failed = ofActor.find((f) => f.after === steps[trigger]?.event.type) ?? ofActor[0];
    if (!failed) continue;
    const retry = trigger === 0 ? failed.next : retryFrom(steps, walk.journey, trigger, failed.check);
    if (!retry) continue;
    const source = found.answerTransition.split('|')[0] ?? '';
    cases.push({
      actor,
      walk,
      trigger,
      retry,
      failure: failed.check,
      transitions: chartTransitions.filter((id) => id.startsWith(`${source}|xstate.error.actor.${actor}|`)),
    });
  }
  return cases;
}

const sameScreen = (a: ScreenCheck | null | undefined, b: ScreenCheck) =>
  a?.role === b.role && a.name === b.name;

/**
 * The actions that make the call again from the failure screen: those since the journey arrived on that
 * screen (the start of its last run of steps on it, since a dialog on the screen has the screen's check),
 * up to the action that makes the call; null when the journey was not on that screen right before.
 */
function retryFrom(
  steps: JourneyStep[],
  journey: number,
  trigger: number,
  failure: ScreenCheck,
): StepRange | null {
  const settled = (k: number) => !isAnswer(steps[k + 1]) || k + 1 === trigger;
  let arrived = -1;
  for (let k = trigger - 1; k >= 0; k--) {
    if (!settled(k)) continue;
    if (!sameScreen(steps[k]?.check, failure)) break;
    arrived = k;
  }
  return arrived < 0 ? null : { journey, from: arrived + 1, to: trigger };
}

type FoundCall = { walk: StepRange; trigger: number; answerTransition: string };

/**
 * The shortest journey in which a boater's action makes the actor's call first (only delays before it):
 * a call made after another call of the same action succeeded is left out, since a retry would repeat
 * the first call's effect (an enrolment, a reprint).
 */
function shortestCall(
  journeys: WalkedJourney[],
  actor: string,
  reachable: (plan: JourneyPlan) => boolean,
): FoundCall | undefined {
  let best: FoundCall | undefined;
  journeys.forEach(({ plan, stepTransitions }, journey) => {
    for (let i = 1; i < plan.steps.length; i++) {
      if (isAnswer(plan.steps[i])) continue;
      const end = settledAfter(plan.steps, i);
      const run = plan.steps.slice(i + 1, end + 1);
      const answer = run.findIndex((s) => !s.event.type.startsWith('xstate.after.'));
      if (run[answer]?.event.type !== `xstate.done.actor.${actor}`) continue;
      if (best && best.walk.to <= end) return;
      if (!reachable({ ...plan, steps: plan.steps.slice(0, end + 1) })) return;
      const answerTransition = stepTransitions[i + 1 + answer]?.[0] ?? '';
      best = { walk: { journey, from: 0, to: end }, trigger: i, answerTransition };
      return;
    }
  });
  return best;
}

/** A journey whose opening makes the actor's call and gets its answer, up to the screen it settles on. */
function callOnOpening(journeys: WalkedJourney[], actor: string): FoundCall | undefined {
  for (const [journey, { plan, stepTransitions }] of journeys.entries()) {
    const end = settledAfter(plan.steps, 0);
    const answer = plan.steps
      .slice(1, end + 1)
      .findIndex((s) => s.event.type === `xstate.done.actor.${actor}`);
    if (answer >= 0)
      return {
        walk: { journey, from: 0, to: end },
        trigger: 0,
        answerTransition: stepTransitions[1 + answer]?.[0] ?? '',
      };
  }
  return undefined;
}
