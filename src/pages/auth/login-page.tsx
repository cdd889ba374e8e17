// `/login?return_to=`: starts sign-in and leaves for the identity provider's page.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSessionApi } from '@/src/auth/session-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { Spinner } from '@/src/ui/spinner';

export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  usePageMeta({ title: 'Sign In' });
  const session = useSessionApi();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session
      .signIn(returnTo ?? '/members')
      .catch(() => navigate({ to: '/error/server_error', replace: true }));
  }, [session, returnTo, navigate]);

  return <Spinner label="Redirecting to sign in…" />;
}
