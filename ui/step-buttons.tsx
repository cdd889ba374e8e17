// The buttons at the foot of a wizard step: 'Back' first when the step has a way back (disabled while the
// step is busy), then the step's own (Continue, Save & Continue, a payment's submit and Cancel).
import type { ReactNode } from 'react';
import { Button } from './button';

export interface StepButtonsProps {
  /** Going back a step; no 'Back' button without it. */
  onBack?: (() => void) | null | undefined;
  busy?: boolean | undefined;
  children: ReactNode;
}

export function StepButtons({ onBack, busy = false, children }: StepButtonsProps) {
  return (
    <div className="button-row">
      {onBack && (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      )}
      {children}
    </div>
  );
}
