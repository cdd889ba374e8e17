// Loading, failure and not-found states shared by the billing, card and print pages.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type {
  AccountOfDashboard,
  MembershipLookup,
  MembershipOfDashboard,
} from './use-membership-of-account';

/** 401/403 answers are routed to 'Unauthorized Request' by the client (spec §8). */
const routedByClient = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export function MembershipLookupView({
  lookup,
  title,
  children,
}: {
  lookup: MembershipLookup;
  title: string;
  children: (account: AccountOfDashboard, membership: MembershipOfDashboard) => ReactNode;
}) {
  if (lookup.status === 'loading') return <Spinner label="Loading your membership…" />;
  if (lookup.status === 'found') return <>{children(lookup.account, lookup.membership)}</>;
  if (lookup.status === 'failed' && routedByClient(lookup.error)) return null;
  return (
    <>
      <p>
        <Link to="/members/memberships">Back to Membership Dashboard</Link>
      </p>
      <h1>{title}</h1>
      {lookup.status === 'failed' ? (
        <Alert kind="failure">
          We could not load your membership.{' '}
          <Button variant="link" onClick={lookup.retry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Alert kind="info">This membership is not on your account.</Alert>
      )}
    </>
  );
}
