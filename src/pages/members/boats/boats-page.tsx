// `/members/memberships/$sfid/boats` and its steps (spec §2 Boats under a membership): 'Boat & Home Port
// Information' with the boat list accordion, and the add and edit steps with the home-port wizard. The page
// runs the boat-form chart itself (decision 170): the chart's state decides which URL and screen show, the
// page gives the list its data and runs the removal dialog's chart, and adds the flash and the refetch of
// its query cache. A boat named in a link must be one of this membership's.
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  fromPromise,
  initialTransition,
  transition,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type ActorRefFrom,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import { dashboardKeys } from '@/api/queries/dashboard';
import { screenCheckOf } from '@/flows/define-flow';
import { activeFlowState, fillBasePath, pathForState, stateForPath } from '@/flows/runner/flow-navigation';
import { loadFlow } from '@/flows/runner/flow-persistence';
import { FlowView, provideFlow } from '@/flows/runner/flow-runner';
import { useFlowTitle } from '@/flows/runner/use-flow-title';
import { useFlowUrl } from '@/flows/runner/use-flow-url';
import { usePersistedActor, useSavedRun } from '@/flows/runner/use-persisted-actor';
import { useResultFocus } from '@/flows/runner/use-result-focus';
import { useStepFocus } from '@/flows/runner/use-step-focus';
import { boatFormFlow } from '@/journeys/boat-form/boat-form.journey';
import { boatRemovalActors } from '@/journeys/boat-removal/boat-removal.actors';
import { boatRemovalFlow } from '@/journeys/boat-removal/boat-removal.journey';
import { homePortChildFlow } from '@/journeys/home-port/home-port-child-flow';
import { upgradeMembershipAbout } from '@/journeys/upgrades/upgrade-membership.about';
import { BOAT_FORM_MESSAGES, type BoatFormEvent, type boatFormMachine } from '@/machines/boat-form.machine';
import {
  BOAT_REMOVAL_MESSAGES,
  boatRemovalMachine,
  removalOffered,
  removalOpenEvent,
} from '@/machines/boat-removal.machine';
import { isActiveBoat } from '@/machines/boats/boat-list';
import { boatFormHeading } from '@/screens/boats/boat-form-heading';
import { BOATS_PAGE_HEADING } from '@/screens/boats/boat-headings';
import { BoatListContext } from '@/screens/boats/boat-list-context';
import { BoatListScreen } from '@/screens/boats/boat-list-screen';
import { boatEditEvent, type BoatView } from '@/screens/boats/boat-view';
import { HomePortFrame } from '@/screens/boats/home-port-frame';
import { RemovalDialog } from '@/screens/boats/removal-dialog';
import { useToday } from '@/src/shell/clock';
import { usePageMeta } from '@/src/shell/page-meta';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { BackToMembership } from '../billing/billing-page';
import { flashSuccess } from '../billing/billing-flash';
import { MembershipLookupView } from '../billing/membership-lookup-view';
import { useMembershipOfAccount, type MembershipOfDashboard } from '../billing/use-membership-of-account';
import { boatViewsOf } from './boat-views';
import type { BoatsSearch } from './boats-routes';

export const NOT_THIS_MEMBERSHIPS_BOAT = 'That boat is not on this membership.';

type BoatFormSnapshot = SnapshotFrom<typeof boatFormMachine>;

export function BoatsPage({ sfid, search }: { sfid: string; search: BoatsSearch }) {
  usePageMeta({
    title: BOATS_PAGE_HEADING,
    description: 'The boats of a membership, their home ports, and adding, editing or removing a boat.',
  });
  const lookup = useMembershipOfAccount(sfid);
  return (
    <MembershipLookupView lookup={lookup} title={BOATS_PAGE_HEADING}>
      {(_account, membership) => <Boats key={membership.sfid} membership={membership} search={search} />}
    </MembershipLookupView>
  );
}

const flow = boatFormFlow;
const EDIT_STEPS = ['form.edit_boat', 'form.edit_other_boat'];

function Boats({ membership, search }: { membership: MembershipOfDashboard; search: BoatsSearch }) {
  const today = useToday();
  const router = useRouter();
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const boats = useMemo(() => boatViewsOf(membership), [membership]);
  const scope = membership.sfid;
  const params = useMemo(() => ({ sfid: membership.sfid }), [membership.sfid]);
  // The list refreshes after a change; the removal's refresh fails when the refetch does (its chart says so).
  const refresh = useMemo(
    () => (options?: { throwOnError: boolean }) =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }, options),
    [queryClient],
  );

  const machine = useMemo(
    () =>
      provideFlow(flow, api).provide({
        actions: {
          announceSaved: () => {
            flashSuccess(BOAT_FORM_MESSAGES.saved);
            void refresh();
          },
        },
      }) as AnyStateMachine,
    [api, refresh],
  );
  const input = { today, membershipId: membership.sfid, membershipType: membership.membership_type__c };
  // Arrival: a kept run (reload; not one of before the membership's type changed), or an 'Edit Boat' link's
  // boat (only one of this membership), else the list.
  const [arrival] = useState(() => {
    const kept = loadFlow(flow, machine, window.sessionStorage, scope);
    const keptContext = kept.snapshot?.context as BoatFormSnapshot['context'] | undefined;
    const keptBoat = keptContext?.boatId?.sfid;
    const requested = stateForPath(flow, router.history.location.pathname, params);
    const linked = search.boat && requested && EDIT_STEPS.includes(requested) ? search.boat : undefined;
    const sameType = keptContext?.membershipType === input.membershipType;
    if (kept.persisted && sameType && (!linked || keptBoat === linked))
      return { snapshot: kept.persisted, refused: false };
    if (!linked) return { snapshot: undefined, refused: false };
    const boat = boats.find((b) => b.sfid === linked && isActiveBoat(b));
    if (!boat) return { snapshot: undefined, refused: true };
    const [start] = initialTransition(machine, input);
    const [editing] = transition(machine, start, boatEditEvent(boat, boats));
    return { snapshot: machine.getPersistedSnapshot(editing), refused: false };
  });
  const actor = useActorRef(
    machine,
    (arrival.snapshot ? { snapshot: arrival.snapshot, input } : { input }) as never,
  ) as AnyActorRef;
  // 'Upgrade and Continue' in the Lake Card dialog ends the run: on to this membership's Lake-to-Gold upgrade.
  const openUpgrade = useCallback(
    () => void router.navigate({ to: fillBasePath(upgradeMembershipAbout.basePath, params) }),
    [router, params],
  );
  // Saved at every step, the home-port wizard's too (decision 114): 'Retry Request' comes back to it;
  // cleared when the run ends.
  useSavedRun(flow, actor, { scope, onDone: openUpgrade });
  const snapshot = useSelector(actor, (s: AnyMachineSnapshot) => s) as BoatFormSnapshot;
  useFlowUrl(flow, machine, actor, snapshot, router.history, params);

  const removal = useBoatRemoval(boats, refresh, search.remove, scope);
  // A link's boat is read on arrival; left in the URL it would open it again on a reload after the change.
  useEffect(() => {
    if (search.boat || search.remove) router.history.replace(router.history.location.pathname);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const send = (event: BoatFormEvent) => actor.send(event);
  const active = activeFlowState(flow, snapshot);
  // Focus follows the step (the engine's rule, decision 170): the new step's heading, and the list's after
  // a removal (the row the dialog was opened from may be gone).
  const root = useRef<HTMLDivElement>(null);
  // A form step's focus key ignores the ownership toggle: the member stays on the radio they chose.
  const declared = active ? flow.states[active] : undefined;
  const check = declared ? screenCheckOf(declared, snapshot) : null;
  const formStep = active?.startsWith('form.') === true;
  const stepKey = formStep ? `form:${snapshot.context.boatId ? 'edit' : 'add'}` : (active ?? '');
  useStepFocus(
    root,
    stepKey,
    formStep ? boatFormHeading(snapshot) : check?.role === 'heading' ? check.name : null,
  );
  // Within a step (a refused submit, a failed save): the engine's rule, decision 222 (found by decision 252).
  useResultFocus(root, stepKey, snapshot);
  useStepFocus(root, `removed-${removal.removals}`, BOATS_PAGE_HEADING);
  // The removal dialog's refused submit or failed call: focus on the invalid field or the alert.
  const removalRoot = useRef<HTMLDivElement>(null);
  useResultFocus(removalRoot, 'removal', removal.snapshot);
  // Titles follow the step like a journey's (decision 253): 'Edit Boat · Boat & Home Port Information'; the
  // list is the page's own title; the home-port wizard titles itself within the page.
  useFlowTitle(
    formStep ? boatFormHeading(snapshot) : active === 'homePort' ? null : BOATS_PAGE_HEADING,
    formStep ? [BOATS_PAGE_HEADING] : [],
  );
  const page = (children: ReactNode) => <div ref={root}>{children}</div>;

  if (active === 'homePort') {
    const child = snapshot.children.homePort as AnyActorRef | undefined;
    // Loaded with the page (boats-routes.tsx).
    const homePortFlow = homePortChildFlow.get();
    // The wizard's own way back is to the boat form ('Back to the boat form').
    return page(
      <>
        <HomePortFrame snapshot={snapshot} send={send}>
          {child && homePortFlow && (
            <FlowView
              flow={homePortFlow}
              machine={homePortFlow.machine}
              actor={child}
              history={router.history}
              params={params}
              basePathOverride={pathForState(flow, 'homePort', params)}
              parentTitles={[BOATS_PAGE_HEADING]}
            />
          )}
        </HomePortFrame>
      </>,
    );
  }
  const Screen = active && active !== 'list' ? flow.states[active]?.screen : undefined;
  if (Screen) {
    return page(
      <>
        <BackToMembership sfid={membership.sfid} />
        <Suspense fallback={<Spinner />}>
          <Screen snapshot={snapshot as never} send={send as never} />
        </Suspense>
      </>,
    );
  }
  const refused = arrival.refused || removal.refused;
  return page(
    <>
      <BackToMembership sfid={membership.sfid} />
      <BoatListContext.Provider
        value={{
          membershipType: membership.membership_type__c,
          boats,
          removable: (boat) => removalOffered(boat, boats),
          onRemove: removal.open,
          notice: refused ? <Alert kind="failure">{NOT_THIS_MEMBERSHIPS_BOAT}</Alert> : null,
        }}
      >
        <BoatListScreen snapshot={snapshot} send={send} />
      </BoatListContext.Provider>
      <div ref={removalRoot}>
        <RemovalDialog snapshot={removal.snapshot} send={removal.send} />
      </div>
    </>,
  );
}

/** The removal dialog's chart, with the list's refresh and the flash; a 'Remove Boat' link opens it once. */
function useBoatRemoval(
  boats: BoatView[],
  refresh: (options: { throwOnError: boolean }) => Promise<void>,
  linked: string | undefined,
  scope: string,
) {
  const { api } = useRouteContext({ from: '__root__' });
  const [removals, setRemovals] = useState(0);
  const machine = useMemo(
    () =>
      boatRemovalMachine.provide({
        actors: {
          ...boatRemovalActors(api),
          refreshBoats: fromPromise<unknown, void>(() => refresh({ throwOnError: true })),
        },
        actions: {
          announceRemoved: () => {
            flashSuccess(BOAT_REMOVAL_MESSAGES.removed);
            setRemovals((n) => n + 1);
          },
        },
      }),
    [api, refresh],
  );
  // Kept like a flow's (decision 113): a failed call's error page and 'Retry Request', or a reload, come
  // back to the dialog with the reason and new primary chosen.
  const actor = usePersistedActor(boatRemovalFlow, machine, {
    scope,
  }) as ActorRefFrom<typeof machine>;
  const snapshot = useSelector(actor, (s) => s);
  const open = (boat: BoatView) => actor.send(removalOpenEvent(boat, boats));
  // The link is read once, on arrival (the page then drops it from the URL).
  const [{ linkedBoat, refused }] = useState(() => {
    const boat = linked ? boats.find((b) => b.sfid === linked) : undefined;
    return {
      linkedBoat: boat,
      refused: linked !== undefined && (!boat || !isActiveBoat(boat) || !removalOffered(boat, boats)),
    };
  });
  useEffect(() => {
    if (linkedBoat && !refused) open(linkedBoat);
    // Once, on arrival with the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { snapshot, send: actor.send, open, refused, removals };
}
