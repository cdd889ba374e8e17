// 'Application Submitted!' and 'Thank you for applying!' (companion spec §2.2, §4 'Application outcome'),
// the latter also after a Sea Care or Membership Kits application.
import { useSearch } from '@tanstack/react-router';
import { ApplicationSubmitted, ApplicationThankYou } from '@/screens/partner-application/application-outcome';
import {
  SUBMITTED_HEADING,
  THANK_YOU_HEADING,
} from '@/screens/partner-application/partner-application-headings';
import { config } from '@/src/config';
import { usePageMeta } from '@/src/shell/page-meta';
import { LinkButton } from '@/ui/link-button';

/** `/programs/apply/login?status=`: the status the application (or the created login) came back with. */
export function SubmittedPage() {
  usePageMeta({ title: SUBMITTED_HEADING });
  const { status } = useSearch({ strict: false }) as { status?: unknown };
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
  return (
    <ApplicationThankYou
      website={config.providerSite}
      back={<LinkButton to="/programs/dashboard">Back to Dashboard</LinkButton>}
    />
  );
}
