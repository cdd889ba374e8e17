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

export interface FaultCase {
  /** The chart actor whose call fails. */
  actor: string;
  /** A journey that reaches the call and gets its answer, cut at the first screen after that answer. */
  plan: JourneyPlan;
  /** Index in `plan.steps` of the boater's action that makes the call; 0 when opening the flow makes it. */
  trigger: number;
  /**
   * The actions that make the call again from the failure screen: the trigger itself when the failure
   * stays on its screen, else the way back to it (e.g. open the dialog again) or the screen's own retry.
   */
  retry: JourneyStep[];
  /** The screen of the chart's failure state for this call (where 'Retry Request' comes back to). */
  failure: ScreenCheck;
  /** The chart's error transitions for this call from the state that makes it (coverage, decision 045). */
  transitions: string[];
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

/**
 * One fault case per actor that fails in some journey a browser can walk (`reachable`): the shortest
 * journey in which a boater's action is answered by that actor's success.
 */
export function faultCasesOf(
  journeys: WalkedJourney[],
  chartTransitions: readonly string[],
  reachable: (plan: JourneyPlan) => boolean,
): FaultCase[] {
  // Each failure a browser can meet: the actor, the action before it, the screen it settles on, the next action.
  const failures: Array<{ actor: string; after: string; check: ScreenCheck; next?: JourneyStep }> = [];
  for (const { plan } of journeys) {
    if (!reachable(plan)) continue;
    for (const [i, step] of plan.steps.entries()) {
      const actor = errorActor(step);
      const settled = settledAfter(plan.steps, i);
      const check = plan.steps[settled]?.check;
      const action = plan.steps.slice(0, i).findLast((s) => !isAnswer(s));
      const next = plan.steps[settled + 1];
      if (actor && check) failures.push({ actor, after: action?.event.type ?? '', check, next });
    }
  }
  const cases: FaultCase[] = [];
  for (const actor of new Set(failures.map((f) => f.actor))) {
    const found = shortestCall(journeys, actor, reachable) ?? callOnOpening(journeys, actor);
    if (!found) continue;
    const { plan, trigger } = found;
    const ofActor = failures.filter((f) => f.actor === actor);
    const failed = ofActor.find((f) => f.after === plan.steps[trigger]?.event.type) ?? ofActor[0];
    if (!failed) continue;
    const retry = trigger === 0 ? (failed.next ? [failed.next] : []) : retryFrom(plan, trigger, failed.check);
    if (retry.length === 0) continue;
    const source = found.answerTransition.split('|')[0] ?? '';
    cases.push({
      actor,
      plan,
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
 * up to the action that makes the call; [] when the journey was not on that screen right before.
 */
function retryFrom(plan: JourneyPlan, trigger: number, failure: ScreenCheck): JourneyStep[] {
  const settled = (k: number) => !isAnswer(plan.steps[k + 1]) || k + 1 === trigger;
  let arrived = -1;
  for (let k = trigger - 1; k >= 0; k--) {
    if (!settled(k)) continue;
    if (!sameScreen(plan.steps[k]?.check, failure)) break;
    arrived = k;
  }
  return arrived < 0 ? [] : plan.steps.slice(arrived + 1, trigger + 1);
}

type FoundCall = { plan: JourneyPlan; trigger: number; answerTransition: string };

/** The journey cut at the screen step `end` settles on. */
const cutAt = ({ plan, stepTransitions }: WalkedJourney, end: number): JourneyPlan => ({
  ...plan,
  steps: plan.steps.slice(0, end + 1),
  transitions: [...new Set(stepTransitions.slice(0, end + 1).flat())],
});

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
  for (const walked of journeys) {
    const { plan, stepTransitions } = walked;
    for (let i = 1; i < plan.steps.length; i++) {
      if (isAnswer(plan.steps[i])) continue;
      const end = settledAfter(plan.steps, i);
      const run = plan.steps.slice(i + 1, end + 1);
      const answer = run.findIndex((s) => !s.event.type.startsWith('xstate.after.'));
      if (run[answer]?.event.type !== `xstate.done.actor.${actor}`) continue;
      if (best && best.plan.steps.length <= end + 1) break;
      const cut = cutAt(walked, end);
      if (!reachable(cut)) break;
      best = { plan: cut, trigger: i, answerTransition: stepTransitions[i + 1 + answer]?.[0] ?? '' };
      break;
    }
  }
  return best;
}

/** A journey whose opening makes the actor's call and gets its answer, cut at the screen it settles on. */
function callOnOpening(journeys: WalkedJourney[], actor: string): FoundCall | undefined {
  for (const walked of journeys) {
    const end = settledAfter(walked.plan.steps, 0);
    const answer = walked.plan.steps
      .slice(1, end + 1)
      .findIndex((s) => s.event.type === `xstate.done.actor.${actor}`);
    if (answer >= 0)
      return {
        plan: cutAt(walked, end),
        trigger: 0,
        answerTransition: walked.stepTransitions[1 + answer]?.[0] ?? '',
      };
  }
  return undefined;
}
