// `/members/account/new`: Add Contact. The query carries the back link, account id, account type,
// country and the member-contact flag; on success the contacts refetch (in the chart) and the user
// returns to the back link (spec §2).
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { pushFlash } from '@/ui/flash-store';
import { ContactEditor } from './contact-editor';
import { useSignedInUser } from './use-account-data';

export interface AddContactSearch {
  back?: string;
  account_id?: string;
  account_type?: string;
  country?: string;
  member_contact?: boolean;
}

export const ADD_CONTACT_TITLE = 'Add Contact';
const DEFAULT_BACK = '/members/account';

/** Only a path inside the portal may be the back link. */
export function safeBackLink(back: string | undefined): string {
  return back && back.startsWith('/') && !back.startsWith('//') ? back : DEFAULT_BACK;
}

export function AddContactPage({ search }: { search: AddContactSearch }) {
  usePageMeta({ title: ADD_CONTACT_TITLE });
  const user = useSignedInUser();
  const navigate = useNavigate();
  const back = safeBackLink(search.back);
  const finished = useCallback(
    (result: 'saved' | 'closed') => {
      if (result === 'saved') pushFlash('success', 'The contact was added to your account.');
      void navigate({ href: back });
    },
    [navigate, back],
  );
  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to={back}>Back to Account Details &amp; Preferences</Link>
      </p>
      <h1>{ADD_CONTACT_TITLE}</h1>
      <Card>
        <ContactEditor
          label={ADD_CONTACT_TITLE}
          input={{
            accountId: search.account_id || (user.account_id ?? ''),
            contact: null,
            memberContact: search.member_contact ?? search.account_type !== 'Partner',
            social: user.social,
          }}
          onFinished={finished}
        />
      </Card>
    </div>
  );
}
