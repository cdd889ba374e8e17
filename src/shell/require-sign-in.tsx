// Protected-page wrapper: spinner while auth loads; signed-out users go to sign-in with path and query kept.
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useSession } from '@/src/auth/session-context';
import { Spinner } from '@/src/ui/spinner';

export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label="Checking your sign-in…" />;
  if (session.status === 'signed-out') {
    return <Navigate to="/login" search={{ return_to: location.href }} replace />;
  }
  return <Outlet />;
}
