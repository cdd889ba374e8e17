// A step's screen that loads on the step's first entry (its own chunk), so a journey's first screen
// does not download every later step. The runner asks for it ahead, while the browser is idle on a step
// that leads to it (`preloadScreen`, flows/runner/use-step-prefetch.ts); a spinner shows only when it has
// not arrived by the time the step is entered (a cold network).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen<TProps> = LazyExoticComponent<ComponentType<TProps>> & {
  /** Starts loading the screen's code (once); the step then renders without waiting. */
  preload: () => Promise<unknown>;
};

export function lazyScreen<TProps>(load: () => Promise<ComponentType<TProps>>): LazyScreen<TProps> {
  let loading: Promise<ComponentType<TProps>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((screen) => ({ default: screen }))),
    { preload },
  );
}

/** Starts loading a screen declared with `lazyScreen`; a screen bundled with its flow has nothing to load. */
export function preloadScreen(screen: unknown): void {
  const preload = (screen as Partial<LazyScreen<unknown>> | null)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
}
