// Protected-page wrapper: spinner while auth loads; signed-out users go to sign-in with path and query kept.
// In the member area, a signed-in login without an account id claim is steered to registration (spec §6).
import { Outlet, useNavigate, useRouterState, type HistoryState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { registrationSteering } from '@/src/auth/registration-steering';
import { useSession } from '@/src/auth/session-context';
import { Spinner } from '@/ui/spinner';

/** `steerUnregistered` (the member area) also steers signed-in logins without an account to registration. */
export function RequireSignIn({
  steerUnregistered,
  children,
}: {
  steerUnregistered: boolean;
  children?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const href = location.href;
  const signedOut = session.status === 'signed-out';
  const unregistered = steerUnregistered && session.status === 'signed-in' && !session.user.account_id;

  useEffect(() => {
    if (!unregistered) return;
    // The location this render showed (not the router's live one, which an earlier run may have moved).
    const steering = registrationSteering(location);
    void navigate({ href: steering.href, state: steering.state as HistoryState, replace: true });
    // Only a change of the sign-in status sends the user away; `location` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unregistered, navigate]);

  useEffect(() => {
    if (signedOut) void navigate({ to: '/login', search: { return_to: href }, replace: true });
    // Only a change of the sign-in status sends the user away; `href` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedOut, navigate]);

  if (session.status !== 'signed-in' || unregistered) return <Spinner label="Checking your sign-in…" />;
  return children ?? <Outlet />;
}
