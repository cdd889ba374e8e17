// The journey plans of one chart as data (`<chart>.journeys.json`, written by `npm run journeys`): each
// journey once, a prefix it shares with an earlier journey stated as a reference, not copied. The one
// runner (journey-suite.ts), the manual plans and their Gherkin and CSV exports all read this shape.
import type { FaultCase } from './fault-cases';
import type { JourneyPlan, JourneyStep } from './journey-plan';

/** Who walks a journey and where it starts, as a tester would be told. */
export interface Persona {
  /** The sandbox persona in words, with its login (or 'a visitor who is not signed in'). */
  who: string;
  /** The address the journey opens, relative to the portal. */
  opens: string;
}

/** A decision item: one outcome class of one rule's inputs (an answer, a code kind, a failure class). */
export interface DecisionItem {
  id: string;
  /** The rule or question, in words. */
  rule: string;
  /** This outcome class, in words. */
  outcome: string;
}

export interface StoredJourney {
  /** Shown to testers and picked with `npm run test:journeys -- <chart> --path N`. */
  number: number;
  /** What this journey is chosen for, in words. */
  title: string;
  persona: Persona;
  /** The journey's first `steps` steps are those of journey `journey` (a shared prefix, stated once). */
  after?: { journey: number; steps: number };
  /** The journey's own steps, after the shared prefix. */
  steps: JourneyStep[];
  /** Transition ids the journey walks. */
  transitions: string[];
  /** Decision item ids the journey walks. */
  decisions: string[];
}

export interface JourneyFile {
  /** The chart (machine id). */
  chart: string;
  /** The flow's file name (`purchase`, `boat-form`). */
  name: string;
  title: string;
  /** Changes whenever a journey, a step or an item changes: a browser run is recorded against it. */
  fingerprint: string;
  /** What the journeys together must walk. */
  items: { transitions: string[]; decisions: DecisionItem[] };
  journeys: StoredJourney[];
  /** Fault cases; their step ranges index the expanded journeys (0-based). */
  faults: FaultCase[];
}

/** A journey with its shared prefix filled in, as the runner and the exports walk it. */
export interface ExpandedJourney extends JourneyPlan {
  number: number;
  title: string;
  persona: Persona;
  decisions: string[];
}

/** The full steps of each journey (a shared prefix resolved through the journey it refers to). */
export function expandJourneys(file: Pick<JourneyFile, 'journeys'>): ExpandedJourney[] {
  const byNumber = new Map<number, JourneyStep[]>();
  return file.journeys.map((journey) => {
    const prefix = journey.after ? (byNumber.get(journey.after.journey) ?? []) : [];
    if (journey.after && prefix.length < journey.after.steps)
      throw new Error(`Journey ${journey.number} refers to journey ${journey.after.journey}, not before it`);
    const steps = [...prefix.slice(0, journey.after?.steps ?? 0), ...journey.steps];
    byNumber.set(journey.number, steps);
    return {
      name: `journey ${journey.number}: ${journey.title}`,
      number: journey.number,
      title: journey.title,
      persona: journey.persona,
      transitions: journey.transitions,
      decisions: journey.decisions,
      steps,
    };
  });
}

const sameStep = (a: JourneyStep | undefined, b: JourneyStep | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores each journey once: the longest prefix (two steps or more) it shares with an earlier journey
 * of the same persona becomes a reference to that journey.
 */
export function shareCommonPrefixes(journeys: Omit<ExpandedJourney, 'name'>[]): StoredJourney[] {
  return journeys.map((journey, index) => {
    let best: { journey: number; steps: number } | undefined;
    for (const earlier of journeys.slice(0, index)) {
      if (JSON.stringify(earlier.persona) !== JSON.stringify(journey.persona)) continue;
      let shared = 0;
      while (sameStep(earlier.steps[shared], journey.steps[shared])) shared++;
      // Keep at least one own step, so each journey reads as what it adds.
      shared = Math.min(shared, journey.steps.length - 1);
      if (shared >= 2 && shared > (best?.steps ?? 0)) best = { journey: earlier.number, steps: shared };
    }
    return {
      number: journey.number,
      title: journey.title,
      persona: journey.persona,
      ...(best ? { after: best } : {}),
      steps: journey.steps.slice(best?.steps ?? 0),
      transitions: journey.transitions,
      decisions: journey.decisions,
    };
  });
}
