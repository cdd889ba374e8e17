// Sea Care and Membership Kits (companion spec §2.3 routes, §7 'Apply for Sea Care / Membership Kits'):
// an application is a task with the program's service tag; then the program's thank-you page. A failure
// (already requested, already in the program) shows the catalogue's message and keeps the comments.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { programTaskMutationOptions, type ProgramService } from '@/api/queries/partner';
import { errorCodesOf } from '@/api/error-catalogue';
import { usePageMeta } from '@/src/shell/page-meta';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ErrorCodesAlert } from '@/ui/support-line';
import { TextAreaField } from '@/ui/text-area-field';
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
  const [comments, setComments] = useState('');
  const submit = () =>
    apply.mutate(
      { accountId, service: program.service, ...(comments.trim() ? { comments: comments.trim() } : {}) },
      { onSuccess: () => void navigate({ to: `${program.path}/thank-you` }) },
    );
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
          {apply.isError && <ErrorCodesAlert codes={errorCodesOf(apply.error)} />}
          <TextAreaField
            label="Anything we should know? (optional)"
            rows={4}
            maxLength={COMMENTS_MAX}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
          <Button type="submit" busy={apply.isPending}>
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
