// The membership list shared by `/members` and `/members/memberships` (type, number, status, expiry).
import { Link } from '@tanstack/react-router';
import { statusLabel } from '@/machines/membership/membership-status';

export interface MembershipRow {
  sfid: string;
  membership_type__c?: string | null;
  membership_number__c?: string | null;
  membership_status__c?: string | null;
  membership_expiration_date__c?: string | null;
}

/** `2027-06-09` → `06/09/2027`; anything else as given. */
export function formatDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (iso ?? '');
}

export interface MembershipSummaryProps {
  memberships: readonly MembershipRow[];
  /** Monthly accounts show no expiration date (spec §4). */
  showExpirationDate?: boolean;
}

export function MembershipSummary({ memberships, showExpirationDate = true }: MembershipSummaryProps) {
  if (memberships.length === 0) return <p>No memberships for this account</p>;
  return (
    <table className="membership-list">
      <caption className="visually-hidden">Your memberships</caption>
      <thead>
        <tr>
          <th scope="col">Membership</th>
          <th scope="col">Number</th>
          <th scope="col">Status</th>
          {showExpirationDate && <th scope="col">Expires</th>}
        </tr>
      </thead>
      <tbody>
        {memberships.map((membership) => (
          <tr key={membership.sfid}>
            <td data-label="Membership">
              <Link to="/members/memberships/$sfid" params={{ sfid: membership.sfid }}>
                {membership.membership_type__c}
              </Link>
            </td>
            <td data-label="Number">{membership.membership_number__c}</td>
            <td data-label="Status">{statusLabel(membership.membership_status__c)}</td>
            {showExpirationDate && (
              <td data-label="Expires">{formatDate(membership.membership_expiration_date__c)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
