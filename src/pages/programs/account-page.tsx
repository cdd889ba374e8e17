// `/programs/account`: 'Account Details' (companion spec §2.3 'Account page'): a back link to the dashboard,
// the Business Information card with (Edit) (opened by `form_open`), the company logo, the contacts card
// (partner roles; the Primary Contact cannot be removed; its own Add page under the programs portal) and
// 'Username & Password' — the last two are the member account page's cards.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext, useSearch } from '@tanstack/react-router';
import { accountQueryOptions } from '@/api/queries/account';
import { contactsQueryOptions } from '@/api/queries/contacts';
import { partnerProgramsQueryOptions } from '@/api/queries/partner';
import { ContactsCard } from '@/src/pages/members/account/contacts-card';
import { CredentialsCard } from '@/src/pages/members/account/credentials-card';
import { usePageMeta } from '@/src/shell/page-meta';
import { Spinner } from '@/ui/spinner';
import { BusinessInformationCard } from './business-information-card';
import { LogoCard } from './logo-card';
import { usePartnerAccountId } from './partner-account-id';

export const PROGRAMS_ACCOUNT_TITLE = 'Account Details';
const CONTACTS_AREA = { addPath: '/programs/account/new', back: '/programs/account' };

export function ProgramsAccountPage() {
  usePageMeta({ title: PROGRAMS_ACCOUNT_TITLE });
  const { form_open: formOpen } = useSearch({ strict: false }) as { form_open?: unknown };
  const accountId = usePartnerAccountId();
  const { api } = useRouteContext({ from: '__root__' });
  const programs = useQuery(partnerProgramsQueryOptions(api, accountId));
  const account = useQuery(accountQueryOptions(api, accountId));
  const contacts = useQuery(contactsQueryOptions(api, accountId));
  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to="/programs/dashboard">Back to Dashboard</Link>
      </p>
      <h1>{PROGRAMS_ACCOUNT_TITLE}</h1>
      {!programs.data || !account.data || !contacts.data ? (
        <Spinner label="Loading your account details…" />
      ) : (
        <div className="account-page__cards">
          <BusinessInformationCard
            account={programs.data.account}
            startOpen={formOpen === true || formOpen === 'true'}
          />
          <LogoCard account={programs.data.account} />
          <ContactsCard account={account.data} contacts={contacts.data} area={CONTACTS_AREA} />
          <CredentialsCard />
        </div>
      )}
    </div>
  );
}
