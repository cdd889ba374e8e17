// The renewal prompt of an Expired member asking for private media (member spec §4): the members-only
// dialog; Cancel leaves a note with the same way to renew on the page.
import { useState } from 'react';
import { MembersOnlyDialog } from '@/screens/media/members-only-dialog';
import { Alert } from '@/ui/alert';
import { LinkButton } from '@/ui/link-button';
import { pickerPaths } from '../membership-links';

export function MembersOnlyPrompt({ what }: { what: 'video' | 'post' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <MembersOnlyDialog
        open={open}
        onCancel={() => setOpen(false)}
        continueLink={<LinkButton to={pickerPaths.renew}>Continue</LinkButton>}
      />
      {!open && (
        <Alert kind="info">
          <p>This {what} is for current members only. Renew your membership to see it.</p>
          <LinkButton to={pickerPaths.renew}>Renew Membership</LinkButton>
        </Alert>
      )}
    </>
  );
}
