// A step's screen that loads on the step's first entry (its own chunk), so a journey's first screen
// does not download every later step; the runner shows a spinner while it arrives.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyScreen<TProps>(
  load: () => Promise<ComponentType<TProps>>,
): LazyExoticComponent<ComponentType<TProps>> {
  return lazy(() => load().then((screen) => ({ default: screen })));
}
