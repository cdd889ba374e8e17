// Code a journey needs only after its first screen (the calls of its later steps), kept out of the first
// screen's download (issue 31): it loads on its first use, or before, when the browser is idle on a step
// (with the next steps' screens, flows/runner/use-step-prefetch.ts), so a call does not wait for it on a
// warm network. A load that fails is asked again on the next use.

const declared = new Set<() => Promise<unknown>>();

/** A memoised loader of later code (e.g. `laterCode(() => import('./purchase.calls'))`). */
export function laterCode<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  declared.add(get);
  return get;
}

/** Starts loading the later code of every journey loaded so far; a failure waits for the first use. */
export function preloadLaterCode(): void {
  for (const get of declared) get().catch(() => undefined);
}
