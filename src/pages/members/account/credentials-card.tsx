// Username & Password (spec §2, §6): social-login users manage their credentials with their provider;
// username-and-password users change their password through the password-change chart, and their
// username (the primary e-mail) on the Primary Contact.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { providePasswordChange } from '@/journeys/account/password-change.actors';
import type { PasswordChangeOutput } from '@/machines/password-change.machine';
import { PasswordChangePanel } from '@/screens/account/password-change-panel';
import { Card } from '@/ui/card';
import { useSignedInUser } from './use-account-data';
import { useAccountDeps } from './use-account-deps';

/** The portal's client id at the identity provider, sent with the password-ticket request. */
export const MEMBER_PORTAL_CLIENT_ID = 'member-portal';

export const SOCIAL_CREDENTIALS_NOTE =
  'You sign in with a social account. Your username and password are managed with your social login provider.';

export function CredentialsCard() {
  const user = useSignedInUser();
  return (
    <Card title="Username & Password">
      <dl className="account-details">
        <div>
          <dt>Username</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      {user.social ? (
        <p className="account-note">{SOCIAL_CREDENTIALS_NOTE}</p>
      ) : (
        <>
          <p className="account-note">
            Your username is the Primary Contact&apos;s email: edit the Primary Contact under Manage Contact
            &amp; Communication Preferences to change it.
          </p>
          <PasswordChange userId={user.sub} />
        </>
      )}
    </Card>
  );
}

function PasswordChange({ userId }: { userId: string }) {
  const deps = useAccountDeps();
  const machine = useMemo(() => providePasswordChange(deps), [deps]);
  const [snapshot, send, actor] = useMachine(machine, {
    input: { userId, clientId: MEMBER_PORTAL_CLIENT_ID },
  });
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.status === 'done') deps.leave((s.output as PasswordChangeOutput).ticketUrl);
    });
    return () => subscription.unsubscribe();
  }, [actor, deps]);
  return <PasswordChangePanel snapshot={snapshot} send={send} />;
}
