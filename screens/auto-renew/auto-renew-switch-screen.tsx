// The 'Automatic Renewal' card of the billing page (spec §4): the switch, its lock near expiry
// (decision 090), and the unenrol confirmation with 'Yes, Unenroll'.
import { AUTO_RENEW_LOCK_MESSAGES, autoRenewLocked } from '@/machines/billing/auto-renew-lock';
import { autoRenewDate } from '@/machines/membership/membership-status';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { useSupportLine } from '@/ui/support-line';
import type { AutoRenewScreenProps } from './auto-renew-screen-props';
import { formatDate } from './format-date';

export const UNENROL_DIALOG_TITLE = 'Unenroll from Automatic Renewal?';

export function AutoRenewSwitchScreen({ snapshot, send }: AutoRenewScreenProps) {
  const { describeCodes } = useSupportLine();
  const { enrolled, available, today, expiry, failureCodes } = snapshot.context;
  const locked = available && autoRenewLocked(today, expiry);
  const busy = snapshot.hasTag('submitting') || snapshot.hasTag('loading');
  const canToggle = snapshot.can({ type: enrolled ? 'switch.turnOff' : 'switch.turnOn' });
  const confirming =
    snapshot.matches({ billing: 'confirmingUnenrol' }) || snapshot.matches({ billing: 'unenrolling' });

  return (
    <Card title="Automatic Renewal">
      {!available ? (
        enrolled ? (
          <>
            <p>
              Enrolled{expiry ? ` — renews automatically on ${formatDate(autoRenewDate(expiry, today))}` : ''}
            </p>
            <p className="billing-card__note">{AUTO_RENEW_LOCK_MESSAGES.unchangeable}</p>
          </>
        ) : (
          <p>{AUTO_RENEW_LOCK_MESSAGES.unavailable}</p>
        )
      ) : (
        <>
          <div className="billing-card__switch-row">
            <button
              type="button"
              role="switch"
              className="billing-card__switch"
              aria-checked={enrolled}
              aria-describedby="auto-renew-status"
              disabled={!canToggle || busy}
              onClick={() => send({ type: enrolled ? 'switch.turnOff' : 'switch.turnOn' })}
            >
              <span className="billing-card__switch-track" aria-hidden="true">
                <span className="billing-card__switch-thumb" />
              </span>
              <span className="billing-card__switch-label">Automatic Renewal</span>
            </button>
            <span id="auto-renew-status" className="billing-card__switch-status">
              {enrolled ? 'Enrolled' : 'Not Enrolled'}
              {enrolled && expiry
                ? ` — renews automatically on ${formatDate(autoRenewDate(expiry, today))}`
                : ''}
            </span>
          </div>
          {locked && <p className="billing-card__note">{AUTO_RENEW_LOCK_MESSAGES.locked}</p>}
          {!enrolled && !locked && (
            <p className="billing-card__note">
              Turn on automatic renewal and your membership renews each year with the card on file, charged 10
              days before your renewal date. We e-mail you before each renewal.
            </p>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        title={UNENROL_DIALOG_TITLE}
        onClose={busy ? undefined : () => send({ type: 'unenrol.cancel' })}
        actions={
          <>
            <Button busy={busy} onClick={() => send({ type: 'unenrol.confirm' })}>
              Yes, Unenroll
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'unenrol.cancel' })}>
              Cancel
            </Button>
          </>
        }
      >
        <p>
          Your membership will no longer renew automatically. You will need to renew it yourself before it
          expires{expiry ? ` on ${formatDate(expiry)}` : ''}.
        </p>
        {failureCodes && (
          <Alert kind="failure">
            <span className="billing-card__failure">{describeCodes(failureCodes)}</span>
          </Alert>
        )}
      </Dialog>
    </Card>
  );
}
