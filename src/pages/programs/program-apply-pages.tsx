// Sea Care and Membership Kits (companion spec §2.3 routes, §7 'Apply for Sea Care / Membership Kits'):
// an application is a task with the program's service tag and the account's primary contact (§3: "the
// contact's e-mail, first name, last name and phone", decision 240); then the program's thank-you page. A
// refusal (already requested, already in the program) flashes the catalogue's words (§7, decision 241) and
// keeps the comments.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { contactsQueryOptions } from '@/api/queries/contacts';
import { programTaskMutationOptions, type ProgramService } from '@/api/queries/partner';
import { primaryContactOf } from '@/machines/account/primary-contact';
import { programApplicationContact } from '@/machines/partner/program-application';
import { usePageMeta } from '@/src/shell/page-meta';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { TextAreaField } from '@/ui/text-area-field';
import { flashFailure } from './failure-flash';
import { usePartnerAccountId } from './partner-account-id';

export interface ProgramPage {
  service: ProgramService;
  path: '/programs/sea-care' | '/programs/membership-kit';
  text: string;
}

const SEA_CARE: ProgramPage = {
  service: 'Sea Care',
  path: '/programs/sea-care',
  text: 'Sea Care bundles Sea Tow memberships with the boats and products you sell, so your customers leave with on-water assistance.',
};

const MEMBERSHIP_KITS: ProgramPage = {
  service: 'Membership Kits',
  path: '/programs/membership-kit',
  text: 'Membership Kits are wholesale membership packets your business sells or gives to its customers.',
};

const COMMENTS_MAX = 1000;

function ProgramApplyPage({ program }: { program: ProgramPage }) {
  const title = `Apply for ${program.service}`;
  usePageMeta({ title });
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const apply = useMutation(programTaskMutationOptions(api, useQueryClient()));
  const contacts = useQuery(contactsQueryOptions(api, accountId));
  const contact = contacts.data ? programApplicationContact(primaryContactOf(contacts.data)) : undefined;
  const [comments, setComments] = useState('');
  const submit = () => {
    if (!contact) return;
    apply.mutate(
      {
        accountId,
        service: program.service,
        contact,
        ...(comments.trim() ? { comments: comments.trim() } : {}),
      },
      { onSuccess: () => void navigate({ to: `${program.path}/thank-you` }), onError: flashFailure },
    );
  };
  return (
    <div className="partner-apply">
      <p>
        <Link to="/programs/dashboard">Back to Dashboard</Link>
      </p>
      <h1>{title}</h1>
      <Card>
        <p>{program.text}</p>
        <form
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {contact === null && (
            <Alert kind="warning">
              We answer applications by e-mail: please give your account&apos;s primary contact an e-mail
              address in <Link to="/programs/account">Account Details &amp; Preferences</Link> first.
            </Alert>
          )}
          <TextAreaField
            label="Anything we should know? (optional)"
            rows={4}
            maxLength={COMMENTS_MAX}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
          <Button type="submit" busy={apply.isPending || contacts.isPending} disabled={contact === null}>
            Apply for {program.service}
          </Button>
        </form>
      </Card>
    </div>
  );
}

export const SeaCareApplyPage = () => <ProgramApplyPage program={SEA_CARE} />;
export const MembershipKitsApplyPage = () => <ProgramApplyPage program={MEMBERSHIP_KITS} />;

/** The same page as the application's thank-you (companion spec §2.2). */
export { ThankYouPage as ProgramThankYouPage } from './application-outcome-pages';
