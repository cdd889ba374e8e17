// `/login?return_to=`: starts sign-in and leaves for the identity provider's page; a user who is already
// signed in goes straight to the return path.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { safeReturnPath } from '@/src/auth/login-record';
import { useSession, useSessionApi } from '@/src/auth/session-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { Spinner } from '@/ui/spinner';

export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  usePageMeta({ title: 'Sign In' });
  const session = useSessionApi();
  const status = useSession().status;
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || status === 'loading') return;
    started.current = true;
    const target = safeReturnPath(returnTo);
    if (status === 'signed-in') {
      void navigate({ href: target, replace: true });
      return;
    }
    session.signIn(target).catch(() => navigate({ to: '/error/server_error', replace: true }));
  }, [session, status, returnTo, navigate]);

  return <Spinner label="Redirecting to sign in…" />;
}
