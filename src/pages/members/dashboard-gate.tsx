// Loads the dashboard for a member page: spinner while loading; on a load failure (or a login with no
// account) the member is sent to the member application route (spec §4, decision 082).
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { httpFailureTarget } from '@/api/http-failure';
import type { Dashboard } from '@/api/queries/dashboard';
import { Spinner } from '@/ui/spinner';
import { useDashboard } from './use-dashboard';

/**
 * Failures the client already routes to an error page (spec §8: 401/403/404, 5xx, network) stay there;
 * the others (an answer the caller handles, such as a 400) send the member to the application route.
 */
const routedByClient = (error: unknown) =>
  !(error instanceof ApiError) || httpFailureTarget(error.status, 'members') !== null;

export function DashboardGate({ children }: { children: (dashboard: Dashboard) => ReactNode }) {
  const { accountId, query } = useDashboard();
  if (query.isError && routedByClient(query.error)) return null;
  if (accountId === '' || query.isError) return <Navigate to="/members/join" replace />;
  if (query.isPending) return <Spinner label="Loading your memberships…" />;
  return <>{children(query.data)}</>;
}
