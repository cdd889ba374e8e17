// 'Application Submitted!' and 'Thank you for applying!' (companion spec §2.2, §4 'Application outcome').
import { ApplicationSubmitted, ApplicationThankYou } from '@/screens/partner-application/application-outcome';
import {
  SUBMITTED_HEADING,
  THANK_YOU_HEADING,
} from '@/screens/partner-application/partner-application-headings';
import { usePageMeta } from '@/src/shell/page-meta';
import { LinkButton } from '@/ui/link-button';

export function SubmittedPage({ status }: { status: string }) {
  usePageMeta({ title: SUBMITTED_HEADING });
  return (
    <ApplicationSubmitted
      existingLogin={status === 'AUTH0_ACCOUNT_FOUND'}
      signIn={
        <LinkButton to="/login" search={{ return_to: '/programs/dashboard' }}>
          Sign In
        </LinkButton>
      }
    />
  );
}

export function ThankYouPage() {
  usePageMeta({ title: THANK_YOU_HEADING });
  return <ApplicationThankYou back={<LinkButton to="/programs/dashboard">Back to Dashboard</LinkButton>} />;
}
