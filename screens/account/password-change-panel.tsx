// 'Change Password' for username-and-password users: renders the password-change chart (confirm, ticket,
// sign-out, then the ticket page).
import type { SnapshotFrom } from 'xstate';
import {
  PASSWORD_CHANGE_MESSAGES,
  type PasswordChangeEvent,
  type passwordChangeMachine,
} from '@/machines/password-change.machine';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export interface PasswordChangePanelProps {
  snapshot: SnapshotFrom<typeof passwordChangeMachine>;
  send: (event: PasswordChangeEvent) => void;
}

export function PasswordChangePanel({ snapshot, send }: PasswordChangePanelProps) {
  const busy = snapshot.hasTag('submitting') || snapshot.status === 'done';
  const asking = snapshot.matches('confirming') || busy;
  const cancel = () => send({ type: 'password.cancel' });
  return (
    <>
      {snapshot.context.failure && <Alert kind="failure">{snapshot.context.failure}</Alert>}
      <Button variant="secondary" onClick={() => send({ type: 'password.change' })}>
        Change Password
      </Button>
      <Dialog
        open={asking}
        title={PASSWORD_CHANGE_MESSAGES.confirmTitle}
        {...(busy ? {} : { onClose: cancel })}
        actions={
          <>
            <Button busy={busy} onClick={() => send({ type: 'password.confirm' })}>
              {busy ? 'Signing you out…' : 'Continue'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={cancel}>
              Cancel
            </Button>
          </>
        }
      >
        <p>{PASSWORD_CHANGE_MESSAGES.confirm}</p>
      </Dialog>
    </>
  );
}
