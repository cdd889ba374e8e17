// A route's page as its own chunk: the page module loads when the route is entered (or preloaded on
// intent), and `render` maps the route's params and search onto the page's props.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';

export function lazyPage<TModule>(load: () => Promise<TModule>, render: (module: TModule) => ComponentType) {
  return lazyRouteComponent(() => load().then((module) => ({ default: render(module) })));
}
