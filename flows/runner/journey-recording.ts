// The engine's one hook for the journey funnel (decision 276): every state a journey's view enters is
// queued as { journey, state, run, at } — the chart's id, the chart state id, a random run id kept for
// the tab's run of that journey, the time; never anything the boater typed — and handed in batches to
// the sink the app installs (a `navigator.sendBeacon`). Recording runs after the step has rendered and
// swallows every failure: it can never block or break a step.
import { useEffect } from 'react';

export interface JourneyStep {
  journey: string;
  state: string;
  run: string;
  at: string;
}

export type JourneySink = (steps: JourneyStep[]) => void;

const BATCH = 20;
const FLUSH_MS = 2000;
const runKey = (journey: string) => `journey-run:${journey}`;

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

function runOf(journey: string, finished: boolean): string {
  const storage = window.sessionStorage;
  const run = storage.getItem(runKey(journey)) ?? crypto.randomUUID();
  if (finished) storage.removeItem(runKey(journey));
  else storage.setItem(runKey(journey), run);
  return run;
}

/** Records `state` (a state key of the journey's chart) each time the view enters it; `null` records nothing. */
export function useJourneyRecording(journey: string, state: string | null, finished: boolean): void {
  useEffect(() => {
    if (state === null || !sink) return;
    try {
      queue.push({
        journey,
        state: `${journey}.${state}`,
        run: runOf(journey, finished),
        at: new Date().toISOString(),
      });
      if (queue.length >= BATCH) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    } catch {
      // No storage or no crypto: this step goes unrecorded.
    }
  }, [journey, state, finished]);
}
