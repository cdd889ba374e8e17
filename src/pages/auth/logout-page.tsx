// `/logout` (and `/programs/logout`): ends the session, clears cart and flow storage, shows the
// signed-out page (decision 023).
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { clearFlowStorage } from '@/src/auth/clear-flow-storage';
import { useSessionApi } from '@/src/auth/session-context';
import { Spinner } from '@/ui/spinner';

export function LogoutPage() {
  const session = useSessionApi();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearFlowStorage([window.sessionStorage, window.localStorage]);
    session
      .signOut()
      .catch(() => undefined)
      .finally(() => navigate({ to: '/logged-out', replace: true }));
  }, [session, navigate]);

  return <Spinner label="Signing you out…" />;
}
