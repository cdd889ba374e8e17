import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  // Failed calls are routed by the client middleware (spec §8); retrying would route twice.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}
