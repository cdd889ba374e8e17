// `/members/memberships/$sfid/billing` and `…/billing/auto_renew_enrollment` (spec §2, §4, §6): the
// auto-renew switch (hidden for monthly and subsidized accounts), billing address and payment method.
// The page runs the auto-renew chart itself (decision 092): the chart's state decides which of the two
// URLs shows, and the page adds the refetch of its query cache and the flashes.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise, initialTransition, transition, type ActorRefFrom, type AnyStateMachine } from 'xstate';
import { refetchBilling } from '@/api/queries/billing';
import { screenCheckOf } from '@/flows/define-flow';
import { activeFlowState } from '@/flows/runner/flow-navigation';
import { autoRenewFlow, BILLING_HEADING } from '@/journeys/auto-renew/auto-renew.journey';
import { resolveRequestedState, stateForPath } from '@/flows/runner/flow-navigation';
import { useFlowUrl } from '@/flows/runner/use-flow-url';
import { usePersistedActor } from '@/flows/runner/use-persisted-actor';
import { useStepFocus } from '@/flows/runner/use-step-focus';
import { AUTO_RENEW_MESSAGES, type AutoRenewEvent, type AutoRenewInput } from '@/machines/auto-renew.machine';
import { autoRenewAvailability, autoRenewLocked } from '@/machines/billing/auto-renew-lock';
import { billingAddressOf } from '@/machines/billing/billing-address';
import {
  AUTO_RENEW_ENROLMENT_HEADING,
  AutoRenewEnrolmentScreen,
} from '@/screens/auto-renew/auto-renew-enrolment-screen';
import { AutoRenewSwitchScreen } from '@/screens/auto-renew/auto-renew-switch-screen';
import { useToday } from '@/src/shell/clock';
import { usePageMeta } from '@/src/shell/page-meta';
import { BillingAddressCard } from './billing-address-card';
import { MembershipLookupView } from './membership-lookup-view';
import { PaymentMethodCard } from './payment-method-card';
import {
  useMembershipOfAccount,
  type AccountOfDashboard,
  type MembershipOfDashboard,
} from './use-membership-of-account';
import { flashSuccess } from './billing-flash';

const ENROLMENT_SEGMENT = autoRenewFlow.states.enrolment?.path.split('/').pop() ?? 'auto_renew_enrollment';

export function BillingPage({ sfid }: { sfid: string }) {
  // The enrolment step has its own title (the chart decides which URL shows; the title follows the URL).
  const enrolling = useRouterState({
    select: (state) => state.location.pathname.endsWith(`/${ENROLMENT_SEGMENT}`),
  });
  usePageMeta({
    title: enrolling ? AUTO_RENEW_ENROLMENT_HEADING : BILLING_HEADING,
    description: 'Automatic renewal, billing address and payment method.',
  });
  const lookup = useMembershipOfAccount(sfid);
  return (
    <MembershipLookupView lookup={lookup} title={BILLING_HEADING}>
      {(account, membership) => <Billing key={membership.sfid} account={account} membership={membership} />}
    </MembershipLookupView>
  );
}

export function BackToMembership({ sfid }: { sfid: string }) {
  return (
    <p className="billing-card__back">
      <Link to="/members/memberships/$sfid" params={{ sfid }}>
        Back to Membership
      </Link>
    </p>
  );
}

function Billing({
  account,
  membership,
}: {
  account: AccountOfDashboard;
  membership: MembershipOfDashboard;
}) {
  const today = useToday();
  const router = useRouter();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const expiry = membership.membership_expiration_date__c ?? null;
  const availability = autoRenewAvailability({
    accountType: account.account_detail_type__c,
    membershipType: membership.membership_type__c,
    status: membership.membership_status__c,
    expiry,
    today,
  });

  const machine = useMemo(
    () =>
      autoRenewFlow.machine.provide({
        actors: {
          ...autoRenewFlow.actors(api),
          refreshBilling: fromPromise<unknown, void>(() => refetchBilling(queryClient)),
        },
        actions: {
          announceEnrolled: () => flashSuccess(AUTO_RENEW_MESSAGES.enrolled),
          announceUnenrolled: () => flashSuccess(AUTO_RENEW_MESSAGES.unenrolled),
        },
      }),
    [api, queryClient],
  );
  const input: AutoRenewInput = {
    membershipId: membership.sfid,
    today,
    expiry,
    available: availability === 'open' || availability === 'locked',
    enrolled: membership.auto_renew__c,
    amount: membership.communication_member_renewal_amount__c ?? 0,
    billingAddress: billingAddressOf(account),
    accountExternalId: account.heroku_external_id__c,
    membershipExternalId: membership.heroku_external_id__c,
  };
  const params = useMemo(() => ({ sfid: membership.sfid }), [membership.sfid]);
  const flow = autoRenewFlow;
  // Arriving on the enrolment URL starts the chart in enrolment (when it allows), so the chart-to-URL
  // sync never sees the resting state first and sends the member back to the billing page.
  const [arrival] = useState(() => {
    const requested = stateForPath(flow, router.history.location.pathname, params);
    if (requested === null) return undefined;
    let [snapshot] = initialTransition(machine, input);
    const { events } = resolveRequestedState(flow, machine, snapshot, requested);
    if (events.length === 0) return undefined;
    for (const event of events) [snapshot] = transition(machine, snapshot, event as AutoRenewEvent);
    return machine.getPersistedSnapshot(snapshot);
  });
  // An enrolment left for a failed call's error page resumes with what was entered (decision 113); the
  // resting billing state is always started afresh from the membership as it is now.
  const actor = usePersistedActor(flow, machine as AnyStateMachine, {
    input,
    scope: membership.sfid,
    resume: (stored) =>
      activeFlowState(flow, stored) === 'enrolment' &&
      stateForPath(flow, router.history.location.pathname, params) === 'enrolment',
    start: arrival,
  }) as ActorRefFrom<typeof machine>;
  const snapshot = useSelector(actor, (s) => s);
  useFlowUrl(flow, machine as AnyStateMachine, actor, snapshot, router.history, params);
  const active = activeFlowState(autoRenewFlow, snapshot);
  const activeState = active === null ? undefined : flow.states[active];
  const check = activeState ? screenCheckOf(activeState, snapshot as never) : null;
  const root = useRef<HTMLDivElement>(null);
  useStepFocus(root, active ?? '', check?.role === 'heading' ? check.name : null);

  if (active === 'enrolment') {
    return (
      <div ref={root}>
        <BackToMembership sfid={membership.sfid} />
        <AutoRenewEnrolmentScreen snapshot={snapshot} send={actor.send} />
      </div>
    );
  }
  return (
    <div ref={root}>
      <BackToMembership sfid={membership.sfid} />
      <h1>{BILLING_HEADING}</h1>
      <p className="page-intro">
        {membership.membership_type__c} · Membership {membership.membership_number__c}
      </p>
      {availability !== 'hidden' && <AutoRenewSwitchScreen snapshot={snapshot} send={actor.send} />}
      <BillingAddressCard account={account} />
      {availability !== 'hidden' && (
        <PaymentMethodCard
          account={account}
          membership={membership}
          enrolled={snapshot.context.enrolled}
          locked={autoRenewLocked(today, expiry)}
          today={today}
        />
      )}
    </div>
  );
}
