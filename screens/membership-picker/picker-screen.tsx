// The membership picker (member spec §2): a spinner while the memberships load, the non-closable dialog
// when none applies, otherwise 'Please Select the Membership for {workflow}:' with each membership's type,
// number, expiration date and primary boat. One applicable membership never shows here (the chart goes on).
import type { SnapshotFrom } from 'xstate';
import type { membershipPickerMachine, PickerEvent } from '@/machines/membership-picker.machine';
import { NO_PRIMARY_BOAT } from '@/machines/boats/boat-list';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useSupportLine } from '@/ui/support-line';
import { formatDate } from '@/screens/auto-renew/format-date';
import { BACK_TO_MEMBER_CENTER, noneApplicableTitle, PICKER_TITLES, pickerPrompt } from './picker-headings';

export interface PickerScreenProps {
  snapshot: SnapshotFrom<typeof membershipPickerMachine>;
  send: (event: PickerEvent) => void;
}

export function PickerScreen({ snapshot, send }: PickerScreenProps) {
  const { describeCodes } = useSupportLine();
  const { workflow, memberships, failureCodes } = snapshot.context;
  const back = () => send({ type: 'picker.backToMemberCenter' });
  return (
    <section className="picker" aria-labelledby="picker-title">
      <h1 id="picker-title">{PICKER_TITLES[workflow]}</h1>
      {snapshot.hasTag('loading') && <Spinner label="Loading your memberships…" />}
      {snapshot.matches('failed') && (
        <Alert kind="failure">
          {describeCodes(failureCodes ?? [])}{' '}
          <Button variant="secondary" onClick={() => send({ type: 'picker.retry' })}>
            Try Again
          </Button>
        </Alert>
      )}
      {snapshot.matches('choosing') && (
        <>
          <p className="picker__prompt">{pickerPrompt(workflow)}</p>
          <ul className="picker__list">
            {(memberships ?? []).map((m) => (
              <li key={m.sfid}>
                <button
                  type="button"
                  className="picker__choice"
                  onClick={() => send({ type: 'picker.choose', sfid: m.sfid })}
                >
                  <span className="picker__type">{m.membershipType}</span>
                  <span>Membership #{m.membershipNumber}</span>
                  <span>
                    {m.expirationDate ? `Expires ${formatDate(m.expirationDate)}` : 'No expiration date'}
                  </span>
                  <span>{m.primaryBoat ? `Primary boat: ${m.primaryBoat}` : NO_PRIMARY_BOAT}</span>
                </button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={back}>
            {BACK_TO_MEMBER_CENTER}
          </Button>
        </>
      )}
      <Dialog
        open={snapshot.matches('none')}
        role="alertdialog"
        title={noneApplicableTitle(workflow)}
        actions={<Button onClick={back}>{BACK_TO_MEMBER_CENTER}</Button>}
      >
        <p>None of your memberships can be used for this.</p>
      </Dialog>
    </section>
  );
}
