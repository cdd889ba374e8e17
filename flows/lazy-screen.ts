// A step's screen that loads on the step's first entry (its own chunk), so a journey's first screen
// does not download every later step. The runner asks for it ahead, while the browser is idle on a step
// that leads to it (`preloadScreen`, flows/runner/use-step-prefetch.ts); a screen that has arrived renders
// at once (React's `use` reads a settled promise without suspending, where `React.lazy` suspends once
// whatever its promise's state), and the runner's spinner shows only while it is still on its way.
// A load that failed (the network dropped) throws a `ScreenLoadError` where the screen renders, which the
// runner shows as the network notice (flows/runner/step-load-boundary.tsx); the next `preload` loads again,
// and so does the step showing after a prefetch that failed unseen.
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

type Loading<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
  /** Asked for where the screen renders (or by the notice's retry), not ahead while the browser was idle. */
  shown?: boolean;
};

export type LazyScreen<TProps> = FunctionComponent<TProps> & {
  /** Starts loading the screen's code (once, again after a failed load); the step then renders without waiting. */
  preload: () => Promise<unknown>;
};

/** A screen's code did not arrive; `reload` asks for it again. */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(
    cause: unknown,
    readonly reload: () => Promise<unknown>,
  ) {
    super("A step's screen could not load", { cause });
  }
}

export function lazyScreen<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): LazyScreen<TProps> {
  let loading: Loading<ComponentType<TProps>> | undefined;
  const preload = (shown = false): Promise<ComponentType<TProps>> => {
    if (loading && loading.status !== 'rejected') return loading;
    const started: Loading<ComponentType<TProps>> = load().catch((cause: unknown) => {
      throw new ScreenLoadError(cause, () => preload(true));
    });
    Object.assign(started, { status: 'pending', shown });
    // Handlers with no result: returning `started` (Object.assign's) would chain a second, unhandled rejection.
    started.then(
      (value) => {
        Object.assign(started, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason });
      },
    );
    loading = started;
    return started;
  };
  function Screen(props: TProps) {
    // A load that failed ahead, unseen (the idle prefetch), is tried again as the step shows; one that
    // failed as it showed stays failed here (rendering again must not load again in a loop): its notice's
    // 'Retry Request' loads again.
    const failedAhead = loading?.status === 'rejected' && !loading.shown;
    return createElement(use(loading && !failedAhead ? loading : preload(true)), props);
  }
  return Object.assign(Screen, { preload: () => preload() });
}

/** Starts loading a screen declared with `lazyScreen`; a screen bundled with its flow has nothing to load. */
export function preloadScreen(screen: unknown): void {
  const preload = (screen as Partial<LazyScreen<object>> | null)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
}
