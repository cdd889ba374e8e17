// `/members/account`: 'Account Details & Preferences' with its cards (spec §2): Account Holder
// Information, the account address, Username & Password, Go Paperless, and the contacts.
import { Link } from '@tanstack/react-router';
import { PRIMARY_CONTACT } from '@/machines/account/contact-record';
import { usePageMeta } from '@/src/shell/page-meta';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { AccountAddressCard } from './account-address-card';
import { AccountHolderCard } from './account-holder-card';
import { ContactsCard } from './contacts-card';
import { CredentialsCard } from './credentials-card';
import { PaperlessCard } from './paperless-card';
import { useAccountData } from './use-account-data';

export const ACCOUNT_TITLE = 'Account Details & Preferences';

export function AccountPage({ formOpen = false }: { formOpen?: boolean }) {
  usePageMeta({
    title: ACCOUNT_TITLE,
    description: 'Your account holder details, contacts and preferences.',
  });
  const { account, contacts } = useAccountData();
  const failed = account.isError || contacts.isError;
  const retry = () => {
    if (account.isError) void account.refetch();
    if (contacts.isError) void contacts.refetch();
  };

  return (
    <div className="account-page">
      <p className="account-page__back">
        <Link to="/members/memberships">Back to Membership Dashboard</Link>
      </p>
      <h1>{ACCOUNT_TITLE}</h1>
      {failed ? (
        <Alert kind="failure">
          <p>We could not load your account details.</p>
          <Button variant="secondary" onClick={retry}>
            Try Again
          </Button>
        </Alert>
      ) : account.isPending || contacts.isPending ? (
        <Spinner label="Loading your account details…" />
      ) : (
        <div className="account-page__cards">
          <AccountHolderCard account={account.data} />
          <AccountAddressCard account={account.data} startOpen={formOpen} />
          <CredentialsCard />
          <PaperlessCard primary={contacts.data.find((c) => c.contact_type__c === PRIMARY_CONTACT)} />
          <ContactsCard account={account.data} contacts={contacts.data} />
        </div>
      )}
    </div>
  );
}
