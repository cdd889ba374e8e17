// `/post_login?code=&state=`: finishes sign-in and returns to the stored path (companion spec §2.1).
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { clientErrorTarget, SERVER_ERROR_TARGET } from '@/api/http-failure';
import { SignInError } from '@/src/auth/session';
import { useSessionApi } from '@/src/auth/session-context';
import { Spinner } from '@/ui/spinner';

export function PostLoginPage({ code, state }: { code: string | undefined; state: string | undefined }) {
  const session = useSessionApi();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.completeSignIn(code, state).then(
      (returnTo) => navigate({ href: returnTo, replace: true }),
      (error: unknown) => {
        const missingRecord = error instanceof SignInError && error.reason === 'missing-login-record';
        navigate({
          href: missingRecord ? clientErrorTarget(401, 'members') : SERVER_ERROR_TARGET,
          replace: true,
        });
      },
    );
  }, [session, code, state, navigate]);

  return <Spinner label="Signing you in…" />;
}
