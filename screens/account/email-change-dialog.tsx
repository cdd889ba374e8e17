// The e-mail change's confirmation dialog (spec §4: confirm, then update, then forced logout), rendered
// from the e-mail-change chart that the contact form invokes.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { EMAIL_CHANGE_MESSAGES, type emailChangeMachine } from '@/machines/email-change.machine';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export type EmailChangeActor = ActorRefFrom<typeof emailChangeMachine>;

export function EmailChangeDialog({ actor }: { actor: EmailChangeActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.hasTag('submitting');
  const { failure, newEmail } = snapshot.context;
  const cancel = () => actor.send({ type: 'emailChange.cancel' });
  return (
    <Dialog
      open={snapshot.status === 'active'}
      title={EMAIL_CHANGE_MESSAGES.confirmTitle}
      {...(busy ? {} : { onClose: cancel })}
      actions={
        <>
          <Button busy={busy} onClick={() => actor.send({ type: 'emailChange.confirm' })}>
            {busy ? 'Changing…' : 'Change Email'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            Cancel
          </Button>
        </>
      }
    >
      <p>{EMAIL_CHANGE_MESSAGES.confirm(newEmail)}</p>
      {failure && <Alert kind="failure">{failure}</Alert>}
    </Dialog>
  );
}
