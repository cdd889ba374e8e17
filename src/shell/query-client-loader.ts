// The member data cache (TanStack Query) loads with the first signed-in page, not with the first screen of
// a public one (docs/decisions/100): one client per portal, created on first use and kept from then on.
import type { QueryClient } from '@tanstack/react-query';

export type QueryClientLoader = () => Promise<QueryClient>;

export function createQueryClientLoader(): QueryClientLoader {
  let client: Promise<QueryClient> | undefined;
  return () => (client ??= import('./query-client').then(({ createQueryClient }) => createQueryClient()));
}
