import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { Session } from '@/src/auth/session';

/** What every route's loader, beforeLoad and component can read (`useRouteContext`, `context`). */
export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
  session: Session;
}
