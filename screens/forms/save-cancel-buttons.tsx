// The buttons of a form edited in place on a page (the account's and billing's address, the payment
// method): the submit (busy while it saves) and Cancel, which closes the form without saving.
import { Button } from '@/ui/button';

export interface SaveCancelButtonsProps {
  submitLabel: string;
  busy: boolean;
  /** The submit is refused (what it needs is missing); Cancel still closes. */
  saveDisabled?: boolean;
  onCancel: () => void;
}

export function SaveCancelButtons({ submitLabel, busy, saveDisabled, onCancel }: SaveCancelButtonsProps) {
  return (
    <div className="button-row">
      <Button type="submit" busy={busy} disabled={saveDisabled}>
        {submitLabel}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
