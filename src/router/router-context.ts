import type { ApiClient } from '@/api/client';
import type { Session } from '@/src/auth/session';
import type { QueryClientLoader } from '@/src/shell/query-client-loader';

/** What every route's loader, beforeLoad and component can read (`useRouteContext`, `context`). */
export interface RouterContext {
  api: ApiClient;
  /** The member data cache, loaded by the signed-in areas (their pages use it through `useQueryClient`). */
  loadQueryClient: QueryClientLoader;
  session: Session;
  /** Sends the browser to another site (the provider's site, the IdP page); tests record it instead. */
  assignLocation: (url: string) => void;
}
