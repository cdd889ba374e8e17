// A journey's first data (decision 293): the call its first step makes, asked by the journey's route while
// the route's code loads, and taken by the chart's actor instead of asking again. An answer is for the
// flow's start only: taken once, dropped when a flow starts without taking it (a resumed run asks for what
// it needs itself), and never older than FIRST_DATA_LIFETIME_MS. Its failure routes nowhere: the actor
// then makes the call itself, and that call's failure is shown as always; but a call that got no answer
// within the timeout while the actor waited for it is the actor's failure, shown at once (`askedAhead` in
// api/client.ts), not asked again for a second timeout. Kept tiny and free of the
// engine's runtime: the registry (the app's first chunk) names each journey's first data.
import type { ApiClient } from '@/api/client';

/** How long an answer asked ahead waits for its flow before it is too old to show. */
export const FIRST_DATA_LIFETIME_MS = 30_000;

export interface FirstData<T> {
  /** Asks for the data ahead of the flow (unless a fresh answer is already on its way); never throws. */
  start(api: ApiClient): void;
  /** The answer asked ahead with this client, taken once; else, or when it failed, a call made now. */
  take(api: ApiClient): Promise<T>;
}

interface Held<T> {
  api: ApiClient;
  answer: Promise<T>;
  at: number;
  /**
   * `taken`: a taker waits for the answer; `routed`: its failure was routed as the taker's own (no answer
   * while a taker waited), so it is not asked again.
   */
  waiting: { taken: boolean; routed: boolean };
}

const everyFirstData = new Set<{ drop(): void }>();

/**
 * The first data a call makes: `call(api, ahead(failureIsTakers))` asks ahead (`ahead`, the API's request
 * options that keep its failure from routing the user unless `failureIsTakers()` says a taker already
 * waits for it), `call(api)` asks for the taker.
 */
export function firstData<T, Init>(
  call: (api: ApiClient, init?: Init) => Promise<T>,
  ahead: (failureIsTakers: () => boolean) => Init,
): FirstData<T> {
  let held: Held<T> | null = null;
  const fresh = (api: ApiClient) =>
    held && held.api === api && Date.now() - held.at < FIRST_DATA_LIFETIME_MS ? held : null;
  everyFirstData.add({ drop: () => (held = null) });
  return {
    start(api) {
      if (fresh(api)) return;
      const waiting = { taken: false, routed: false };
      // Asked only when the call got no answer in time: a taker already waiting takes the failure as its
      // own (it is routed, and `take` does not ask again); no taker yet, it stays no one's.
      const failureIsTakers = () => (waiting.routed = waiting.taken);
      const answer = new Promise<T>((resolve) => resolve(call(api, ahead(failureIsTakers))));
      // A failure is the taker's to repair (it calls again), not an unhandled rejection.
      answer.catch(() => undefined);
      held = { api, answer, at: Date.now(), waiting };
    },
    take(api) {
      const asked = fresh(api);
      held = null;
      if (!asked) return call(api);
      asked.waiting.taken = true;
      return asked.answer.catch((error: unknown) => {
        if (asked.waiting.routed) throw error;
        return call(api);
      });
    },
  };
}

/** A flow has started: what it did not take was not for it (a resumed run, another journey). */
export function dropFirstData(): void {
  for (const data of everyFirstData) data.drop();
}
