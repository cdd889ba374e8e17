// `/members/select-your-membership/…`: the three membership pickers (spec §2), each running the one picker
// chart with its workflow (decision 140). A failed load is kept for the spec §8 error page, so 'Retry
// Request' comes back to its 'Try Again' (decision 115); otherwise the memberships load afresh.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { provideFlow } from '@/flows/runner/flow-runner';
import { usePersistedActor } from '@/flows/runner/use-persisted-actor';
import { membershipPickerFlow } from '@/journeys/membership-picker/membership-picker.journey';
import type { membershipPickerMachine, PickerWorkflow } from '@/machines/membership-picker.machine';
import { PICKER_TITLES } from '@/screens/membership-picker/picker-headings';
import { PickerScreen } from '@/screens/membership-picker/picker-screen';
import { useSession } from '@/src/auth/session-context';
import type { RouterContext } from '@/src/router/router-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { pickerTarget } from './picker-target';

const flow = membershipPickerFlow;
/** Only a failed load is resumed: the memberships listed before may have changed since. */
const leftForErrorPage = (stored: AnyMachineSnapshot) => stored.matches('failed');

function Picker({ workflow, accountId }: { workflow: PickerWorkflow; accountId: string | null }) {
  const router = useRouter();
  const navigate = useNavigate();
  const { api } = router.options.context as RouterContext;
  const machine = useMemo(() => provideFlow(flow, api), [api]);
  const actor = usePersistedActor(flow, machine, {
    input: { workflow, accountId },
    scope: `${workflow}:${accountId ?? ''}`,
    resume: leftForErrorPage,
  }) as ActorRefFrom<typeof membershipPickerMachine>;
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output)
      void navigate({ href: pickerTarget(snapshot.output), replace: true });
  }, [snapshot, navigate]);
  return <PickerScreen snapshot={snapshot} send={actor.send} />;
}

export function PickerPage({ workflow }: { workflow: PickerWorkflow }) {
  usePageMeta({ title: PICKER_TITLES[workflow], description: 'Select the membership.' });
  const session = useSession();
  const accountId = session.status === 'signed-in' ? (session.user.account_id ?? null) : null;
  return <Picker key={`${workflow}:${accountId ?? ''}`} workflow={workflow} accountId={accountId} />;
}
