// The engine's one hook for the journey funnel (decision 276): every state a journey's view enters is
// queued as { journey, state, run, at } — the chart's id, the chart state id, a random id of the run (its
// actor), the time; never anything the boater typed — and handed in batches to the sink the app installs (a `navigator.sendBeacon`). Recording runs after the step has rendered and
// swallows every failure: it can never block or break a step.
import { useEffect } from 'react';
import { whenIdle } from './when-idle';

export interface JourneyStep {
  journey: string;
  state: string;
  run: string;
  at: string;
}

export type JourneySink = (steps: JourneyStep[]) => void;

const BATCH = 20;
const FLUSH_MS = 2000;

let sink: JourneySink | undefined;
let queue: JourneyStep[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  if (!batch.length || !sink) return;
  try {
    sink(batch);
  } catch {
    // The funnel loses these steps; the boater loses nothing.
  }
}

/** Installs where recorded steps go (the app does, once); steps still queued go when the page is hidden. */
export function recordJourneySteps(next: JourneySink): void {
  if (!sink) window.addEventListener('pagehide', flush);
  sink = next;
}

// One run per actor: a new run of a journey is a new actor (a reload that resumes one starts a new run).
const runs = new WeakMap<object, string>();
function runOf(actor: object): string {
  const run = runs.get(actor) ?? crypto.randomUUID();
  runs.set(actor, run);
  return run;
}

/**
 * Records `state` (a state key of the journey's chart) each time the run of `actor` enters it; `null`
 * records nothing.
 */
export function useJourneyRecording(actor: object, journey: string, state: string | null): void {
  useEffect(() => {
    if (state === null || !sink) return;
    try {
      queue.push({
        journey,
        state: `${journey}.${state}`,
        run: runOf(actor),
        at: new Date().toISOString(),
      });
      if (queue.length >= BATCH) flush();
      // The batch leaves when the browser is idle, never in the middle of the boater's next step.
      else timer ??= setTimeout(() => whenIdle(flush), FLUSH_MS);
    } catch {
      // No crypto: this step goes unrecorded.
    }
  }, [actor, journey, state]);
}
