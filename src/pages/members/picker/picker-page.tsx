// `/members/select-your-membership/…`: the three membership pickers (spec §2), each running the one picker
// chart with its workflow (decision 140). Nothing is resumed on reload: the memberships load afresh.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { membershipPickerActors } from '@/journeys/membership-picker/membership-picker.actors';
import { membershipPickerMachine, type PickerWorkflow } from '@/machines/membership-picker.machine';
import { PICKER_TITLES } from '@/screens/membership-picker/picker-headings';
import { PickerScreen } from '@/screens/membership-picker/picker-screen';
import { useSession } from '@/src/auth/session-context';
import type { RouterContext } from '@/src/router/router-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { pickerTarget } from './picker-target';

function Picker({ workflow, accountId }: { workflow: PickerWorkflow; accountId: string | null }) {
  const router = useRouter();
  const navigate = useNavigate();
  const { api } = router.options.context as RouterContext;
  const machine = useMemo(
    () => membershipPickerMachine.provide({ actors: membershipPickerActors(api) }),
    [api],
  );
  const actor = useActorRef(machine, { input: { workflow, accountId } });
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
