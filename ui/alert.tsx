import { useEffect, useRef, type ReactNode } from 'react';
import { focusTarget } from './focus-target';

export type AlertKind = 'success' | 'failure' | 'warning' | 'info';

export interface AlertProps {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
  /** Focus moves to the message when it shows (a form's failure that focus follows, decision 222). */
  takesFocus?: boolean | undefined;
}

/** A message box; failures are announced assertively, the rest politely. */
export function Alert({ kind, children, onDismiss, takesFocus = false }: AlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus && box.current) focusTarget(box.current);
  }, [takesFocus]);
  return (
    <div ref={box} className={`alert alert--${kind}`} role={kind === 'failure' ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss message">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
