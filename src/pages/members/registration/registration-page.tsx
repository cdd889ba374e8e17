// `/members/registration/existing_member | new_member | error` (spec §2, §4 'Registration', §6): runs the
// registration chart. It is started with who is signed in and the membership navigation state holds, so
// every start branch is a chart transition; a finished registration refreshes the session (the login now
// has an account id claim) and continues to the return location; OK on the failure modal signs out.
import { useNavigate, useRouter, type RouterHistory } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ApiClient } from '@/api/client';
import { registrationFlow } from '@/journeys/registration/registration.journey';
import { FlowView, provideFlow } from '@/flows/runner/flow-runner';
import type { NavigationMembership, RegistrationOutput } from '@/machines/registration.machine';
import { REGISTRATION_HEADING } from '@/screens/registration/registration-screen-props';
import { navigationMembershipOf, registrationReturnOf } from '@/src/auth/registration-steering';
import type { Session, SessionState } from '@/src/auth/session';
import { useSession } from '@/src/auth/session-context';
import type { RouterContext } from '@/src/router/router-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { Spinner } from '@/ui/spinner';

interface RegistrationRunProps {
  api: ApiClient;
  session: Session;
  history: RouterHistory;
  userId: string | null;
  fromNavigation: NavigationMembership | null;
  returnTo: string;
}

function RegistrationRun({ api, session, history, userId, fromNavigation, returnTo }: RegistrationRunProps) {
  const navigate = useNavigate();
  const machine = useMemo(() => provideFlow(registrationFlow, api), [api]);
  const actor = useActorRef(machine) as AnyActorRef;
  const finished = useSelector(actor, (s: { status: string }) => s.status === 'done');

  useEffect(() => {
    actor.send({ type: 'registration.start', userId, fromNavigation });
    // Started once per run; the route keys a new run by the signed-in user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot: { status: string; output?: RegistrationOutput }) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      if (snapshot.output.outcome === 'signedOut') {
        void navigate({ to: '/logout', replace: true });
        return;
      }
      // The verify call linked the login: fetch the claims again so the account id is there.
      void session
        .restore()
        .catch(() => undefined)
        .finally(() => navigate({ href: returnTo, replace: true }));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, session, returnTo]);

  if (finished) return <Spinner label="Opening the Member Portal…" />;
  return <FlowView flow={registrationFlow} machine={machine} actor={actor} history={history} params={{}} />;
}

export function RegistrationPage() {
  usePageMeta({ title: REGISTRATION_HEADING, description: 'Link your membership to your login.' });
  const router = useRouter();
  const { api, session } = router.options.context as RouterContext;
  const state = useSession();
  // Read once: what navigation state handed over, and whether the login already had an account.
  const [arrival] = useState(() => ({
    fromNavigation: navigationMembershipOf(router.state.location.state),
    returnTo: registrationReturnOf(router.state.location.state),
  }));
  // The session as it first resolved: a login that already had an account has nothing to register.
  const arrivedWith = useRef<SessionState | null>(null);
  if (arrivedWith.current === null && state.status !== 'loading') arrivedWith.current = state;
  const arrived = arrivedWith.current;
  const registered = arrived?.status === 'signed-in' && Boolean(arrived.user.account_id);
  const navigate = useNavigate();

  useEffect(() => {
    if (registered) void navigate({ to: '/members/memberships', replace: true });
  }, [registered, navigate]);

  if (state.status === 'loading' || registered) return <Spinner label="Checking your sign-in…" />;
  const userId = state.status === 'signed-in' ? state.user.sub : null;
  return (
    <RegistrationRun
      key={userId ?? 'signed-out'}
      api={api}
      session={session}
      history={router.history}
      userId={userId}
      fromNavigation={arrival.fromNavigation}
      returnTo={arrival.returnTo}
    />
  );
}
