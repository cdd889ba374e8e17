// `/members/referrals`: 'Refer a Boater' for the signed-in member (spec §2). A one-screen chart, bound
// here to its screen and its create actor (no step URLs, nothing resumed on reload).
import { Link, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { referralActors } from '@/journeys/referral/referral.actors';
import { REFERRAL_HEADING, referralMachine } from '@/machines/referral.machine';
import { ReferralScreen } from '@/screens/referral/referral-screen';
import { useSession } from '@/src/auth/session-context';
import { config } from '@/src/config';
import type { RouterContext } from '@/src/router/router-context';
import { usePageMeta } from '@/src/shell/page-meta';

function ReferralForm({ accountId }: { accountId: string }) {
  const router = useRouter();
  const { api } = router.options.context as RouterContext;
  const machine = useMemo(
    () => referralMachine.provide({ actors: referralActors(api, config.supportPhone) }),
    [api],
  );
  const actor = useActorRef(machine, { input: { accountId } });
  const snapshot = useSelector(actor, (s) => s);
  return <ReferralScreen snapshot={snapshot} send={actor.send} />;
}

export function ReferralsPage() {
  usePageMeta({ title: REFERRAL_HEADING, description: 'Refer a boater to membership.' });
  const session = useSession();
  // The member area only renders for a signed-in member with an account (RequireSignIn).
  const accountId = session.status === 'signed-in' ? session.user.account_id : null;
  if (!accountId) return null;
  return (
    <>
      <p className="referral__back">
        <Link to="/members/memberships">Back to Membership Dashboard</Link>
      </p>
      <ReferralForm key={accountId} accountId={accountId} />
    </>
  );
}
