// The frame of every card charge form (purchase, renewal and upgrades' payment, gift payment, auto-renew
// enrolment): the form sends its typed values on submit, the charge's failure shows through the error
// catalogue below the fields (what was typed stays), then Back, the submit button (busy while the charge
// runs) and Cancel.
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { focusFirstInvalid } from '@/ui/focus-first-invalid';
import { ErrorCodesAlert } from '@/ui/support-line';
import { StepButtons } from '@/ui/step-buttons';

export interface PaymentFormFrameProps {
  onSubmit: () => void;
  /** The charge's failure codes, told through the error catalogue; none when the screen tells its
   * failure above the form (the billing page's cards). */
  failureCodes?: readonly string[];
  submitLabel: ReactNode;
  submitting: boolean;
  /** Back's action, before the submit button; no Back when the chart does not allow it. */
  onBack?: (() => void) | null;
  /** Cancel's action, after the submit button (the billing page's forms). */
  onCancel?: () => void;
  /** The form's name when the page has more than one. */
  ariaLabel?: string;
  /** After a refused submit, focus goes to the first invalid field. */
  focusInvalid?: boolean;
  children: ReactNode;
}

export function PaymentFormFrame({
  onSubmit,
  failureCodes,
  submitLabel,
  submitting,
  onBack,
  onCancel,
  ariaLabel,
  focusInvalid,
  children,
}: PaymentFormFrameProps) {
  return (
    <form
      noValidate
      className="purchase-form"
      aria-label={ariaLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        if (focusInvalid) focusFirstInvalid(e.currentTarget);
      }}
    >
      {children}
      {failureCodes && <ErrorCodesAlert codes={failureCodes} />}
      <StepButtons onBack={onBack} busy={submitting}>
        <Button type="submit" busy={submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        )}
      </StepButtons>
    </form>
  );
}
