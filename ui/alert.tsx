import type { ReactNode } from 'react';

export type AlertKind = 'success' | 'failure' | 'warning' | 'info';

export interface AlertProps {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
}

/** A message box; failures are announced assertively, the rest politely. */
export function Alert({ kind, children, onDismiss }: AlertProps) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'failure' ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label="Dismiss message">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
