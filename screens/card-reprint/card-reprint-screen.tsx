// 'Request a new card in the mail' (spec §2, §4, §5): a required reason, then the request; the
// catalogue's text on failure (MEMBER_EXPIRING_TOO_SOON), the form reset after success.
import type { SnapshotFrom } from 'xstate';
import {
  REPRINT_REASONS,
  type CardReprintEvent,
  type cardReprintMachine,
  type ReprintReason,
} from '@/machines/card-reprint.machine';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { SelectField } from '@/ui/select-field';
import { useSupportLine } from '@/ui/support-line';

export const CARD_REPRINT_HEADING = 'Request a new card in the mail';

export interface CardReprintScreenProps {
  snapshot: SnapshotFrom<typeof cardReprintMachine>;
  send: (event: CardReprintEvent) => void;
}

const REASON_OPTIONS = REPRINT_REASONS.map((reason) => ({ value: reason, label: reason }));

export function CardReprintScreen({ snapshot, send }: CardReprintScreenProps) {
  const { describeCodes } = useSupportLine();
  const { reason, errors, failureCodes } = snapshot.context;
  const submitting = snapshot.hasTag('submitting');
  return (
    <Card title={CARD_REPRINT_HEADING}>
      <form
        noValidate
        aria-label={CARD_REPRINT_HEADING}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'reprint.submit' });
        }}
      >
        {failureCodes && (
          <Alert kind="failure">
            <span className="billing-card__failure">{describeCodes(failureCodes)}</span>
          </Alert>
        )}
        <SelectField
          label="Reason for a new card"
          name="cardReason"
          required
          options={REASON_OPTIONS}
          placeholder="Select a reason..."
          value={reason}
          error={errors.reason}
          disabled={submitting}
          onChange={(e) => send({ type: 'reason.change', reason: e.target.value as ReprintReason | '' })}
        />
        <Button type="submit" busy={submitting}>
          Request New Card
        </Button>
      </form>
    </Card>
  );
}
