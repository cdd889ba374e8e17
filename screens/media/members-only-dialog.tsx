// The members-only prompt (member spec §2 shared pieces): an Expired member asking for private content is
// asked to renew. Continue goes to the renewal picker; Cancel closes it.
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export const MEMBERS_ONLY_TEXT =
  'This page you are trying to view is for current members only. Click continue to renew your member benefits.';

export function MembersOnlyDialog({
  open,
  onCancel,
  continueLink,
}: {
  open: boolean;
  onCancel: () => void;
  /** The link to the renewal (a router link the page builds). */
  continueLink: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title="Members Only"
      role="alertdialog"
      onClose={onCancel}
      closeButton={false}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          {continueLink}
        </>
      }
    >
      <p>{MEMBERS_ONLY_TEXT}</p>
    </Dialog>
  );
}
