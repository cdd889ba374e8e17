// The status notices of one membership (spec §4): expired, canceled/inactive with a call-us prompt,
// pending activation, future start, 'processed' for a new membership, and the sponsor line.
import type { StatusNotice } from '@/machines/membership/membership-status';
import { config } from '@/src/config';
import { phoneHref } from '@/src/shell/phone-href';
import { formatDate } from './membership-summary';

export function StatusNoticeText({ notice }: { notice: StatusNotice }) {
  switch (notice.kind) {
    case 'expired':
      return (
        <p className="dash-notice dash-notice--error">
          <strong>Membership has Expired</strong>
        </p>
      );
    case 'closed':
      return (
        <p className="dash-notice dash-notice--error">
          <strong>
            Your membership {notice.status === 'Canceled' ? 'has been Canceled' : `is ${notice.status}`}.
          </strong>{' '}
          Please call us at <a href={phoneHref(config.supportPhone)}>{config.supportPhone}</a> to discuss your
          membership.
        </p>
      );
    case 'pendingActivation':
      return (
        <p className="dash-notice">
          <strong>Pending Activation:</strong> your membership will activate 24 hours from time of payment.
        </p>
      );
    case 'futureStart':
      return (
        <p className="dash-notice">
          <strong>Future Start:</strong> your membership starts on {formatDate(notice.effectiveDate)}.
        </p>
      );
  }
}

export function ProcessedNotice() {
  return (
    <p className="dash-notice dash-notice--success">
      <strong>Your new membership has been processed.</strong> Your permanent membership card will arrive by
      mail in 3-4 weeks; until then, use your digital membership card.
    </p>
  );
}

export function ProvidedBy({ sponsor }: { sponsor: string }) {
  return (
    <p className="dash-provided">
      Membership Provided by <strong>{sponsor || 'your sponsor'}</strong>
    </p>
  );
}
