// `/members/memberships/$sfid/membership_card` — 'My Membership Card' (spec §2, §4): Add to Wallet,
// 'View & Print' in a new tab, the card preview, the order status and 'Request a new card in the mail'
// (the card-reprint chart, run here so that success can refetch the order status; decision 093).
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { cardOrderKeys } from '@/api/queries/card';
import { useResultFocus } from '@/flows/runner/use-result-focus';
import { usePersistedActor } from '@/flows/runner/use-persisted-actor';
import { cardReprintFlow } from '@/journeys/card-reprint/card-reprint.journey';
import { CARD_REPRINT_MESSAGES } from '@/machines/card-reprint.machine';
import { CardReprintScreen } from '@/screens/card-reprint/card-reprint-screen';
import { usePageMeta } from '@/src/shell/page-meta';
import { buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { BackToMembership } from '../billing/billing-page';
import { MembershipLookupView } from '../billing/membership-lookup-view';
import {
  useMembershipOfAccount,
  type AccountOfDashboard,
  type MembershipOfDashboard,
} from '../billing/use-membership-of-account';
import { CardOrders } from './card-orders';
import { CardPreview } from './card-preview';
import { walletPasses } from './wallet-passes';
import { flashSuccess } from '../billing/billing-flash';

export const CARD_PAGE_HEADING = 'My Membership Card';

export const printViewHref = (sfid: string) =>
  `/members/membership_card_view_print?membership_id=${encodeURIComponent(sfid)}`;

export function CardPage({ sfid }: { sfid: string }) {
  usePageMeta({ title: CARD_PAGE_HEADING, description: 'View, print or reorder your membership card.' });
  const lookup = useMembershipOfAccount(sfid);
  return (
    <MembershipLookupView lookup={lookup} title={CARD_PAGE_HEADING}>
      {(account, membership) => (
        <MembershipCard key={membership.sfid} account={account} membership={membership} />
      )}
    </MembershipLookupView>
  );
}

function MembershipCard({
  account,
  membership,
}: {
  account: AccountOfDashboard;
  membership: MembershipOfDashboard;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      cardReprintFlow.machine.provide({
        actors: {
          ...cardReprintFlow.actors(api),
          refreshOrderStatus: fromPromise<unknown, void>(() =>
            queryClient.refetchQueries(
              { queryKey: cardOrderKeys.detail(membership.sfid) },
              { throwOnError: true },
            ),
          ),
        },
        actions: {
          announceRequested: () => flashSuccess(CARD_REPRINT_MESSAGES.requested),
        },
      }),
    [api, queryClient, membership.sfid],
  );
  // Kept per membership, so a failed request's error page brings the member back to the chosen reason.
  const actor = usePersistedActor(cardReprintFlow, machine, {
    input: { membershipId: membership.sfid },
    scope: membership.sfid,
  });
  const snapshot = useSelector(actor, (s) => s);
  const passes = walletPasses(membership);
  // Focus follows the request's result like the engine's (decision 222): the alert after a refusal, the
  // invalid reason after a refused submit, the reset reason after success (the busy button let it drop).
  const reprint = useRef<HTMLDivElement>(null);
  useResultFocus(reprint, 'card-reprint', snapshot);

  return (
    <>
      <BackToMembership sfid={membership.sfid} />
      <h1>{CARD_PAGE_HEADING}</h1>
      <div className="member-card-page">
        <div className="member-card-page__preview">
          <CardPreview account={account} membership={membership} />
          <div className="button-row">
            <a
              className={buttonClassName('primary')}
              href={printViewHref(membership.sfid)}
              target="_blank"
              rel="noopener noreferrer"
            >
              View &amp; Print
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
          {passes.length > 0 && (
            <Card title="Add to Wallet" level={2}>
              <div className="button-row">
                {passes.map((pass) => (
                  <a
                    key={pass.wallet}
                    className={buttonClassName('secondary')}
                    href={pass.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Add to {pass.wallet} Wallet
                  </a>
                ))}
              </div>
            </Card>
          )}
        </div>
        <div className="member-card-page__side" ref={reprint}>
          <CardOrders membershipId={membership.sfid} />
          <CardReprintScreen snapshot={snapshot} send={actor.send} />
        </div>
      </div>
    </>
  );
}
