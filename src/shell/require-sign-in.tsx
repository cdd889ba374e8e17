// Protected-page wrapper: spinner while auth loads; signed-out users go to sign-in with path and query kept.
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/src/auth/session-context';
import { Spinner } from '@/src/ui/spinner';

export function RequireSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (signedOut) void navigate({ to: '/login', search: { return_to: href }, replace: true });
    // Only a change of the sign-in status sends the user away; `href` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, navigate]);

  if (session.status !== 'signed-in') return <Spinner label="Checking your sign-in…" />;
  return <Outlet />;
}
