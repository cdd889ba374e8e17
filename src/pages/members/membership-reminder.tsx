// The expiry reminder of spec §4 (31–45 days info, 11–30 warn, 1–10 error, 0 'expires TODAY', expired
// a lapsed-coverage notice) and the within-10-days banner.
import { Link } from '@tanstack/react-router';
import type { Reminder } from '@/machines/membership/membership-status';

const inDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The reminder text; the membership's one Renew button sits with its other actions. */
export function ReminderNotice({ reminder, label }: { reminder: Reminder; label?: string }) {
  const level = reminder.kind === 'expiring' ? reminder.level : 'error';
  return (
    <p className={`dash-reminder dash-reminder--${level}`} data-level={level}>
      {label && <span className="dash-reminder__label">{label}: </span>}
      {reminder.kind === 'expiring' && (
        <>
          <strong>Membership expiring in {inDays(reminder.days)}</strong>
          <span> Renew now to keep your on-water coverage without interruption.</span>
        </>
      )}
      {reminder.kind === 'expiresToday' && (
        <>
          <strong>Your membership expires TODAY.</strong>
          <span> Renew now to keep your on-water coverage without interruption.</span>
        </>
      )}
      {reminder.kind === 'lapsed' && (
        <>
          <strong>Your coverage has lapsed.</strong>
          <span> Renew now and your membership will be reactivated within 24 hours.</span>
        </>
      )}
    </p>
  );
}

export interface RenewalBannerProps {
  label: string;
  days: number;
  renewTo: string;
  /** The enrolment page, unless the membership cannot enrol (Trial). */
  enrolTo?: string;
}

/** Within 10 days of expiry and not renewing automatically: renew, and set up auto-renew. */
export function RenewalBanner({ label, days, renewTo, enrolTo }: RenewalBannerProps) {
  return (
    <aside className="dash-banner" aria-label={`Renewal reminder for ${label}`}>
      <p className="dash-banner__text">
        <strong>
          Your {label} {days === 0 ? 'expires TODAY' : `expires in ${inDays(days)}`}.
        </strong>{' '}
        Renew today and set up automatic renewal so your coverage never lapses.
      </p>
      <div className="dash-banner__actions">
        <Link to={renewTo} className="btn btn--primary">
          Renew Now
        </Link>
        {enrolTo && (
          <Link to={enrolTo} className="btn btn--secondary">
            Set Up Auto-Renew
          </Link>
        )}
      </div>
    </aside>
  );
}
