// A modal dialog: focus moves in, Tab and Shift+Tab stay inside and never drop to <body>, Escape closes
// (unless not closable), focus returns to the opener on close (the page's h1 when the opener is gone).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusDropped, focusTarget } from './focus-target';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Omit for a non-closable dialog (no Escape, no close button). */
  onClose?: () => void;
  actions?: ReactNode;
  /** 'alertdialog' for a dialog that interrupts with a message needing a response (default 'dialog'). */
  role?: 'dialog' | 'alertdialog';
  /** Show the × in the header when closable (default true); false when an action already says 'Close'. */
  closeButton?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  open,
  title,
  children,
  onClose,
  actions,
  role = 'dialog',
  closeButton = true,
}: DialogProps) {
  const titleId = useId();
  const bodyId = `${titleId}-body`;
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      opener?.focus();
      // The opener went away or cannot take focus (re-rendered after a refresh): the page's heading.
      if (focusDropped()) {
        const heading = document.querySelector<HTMLElement>('main h1');
        if (heading) focusTarget(heading);
      }
    };
  }, [open]);

  // Focus never leaves an open modal for <body> (a busy button disabled under it, a re-render): it goes
  // to the dialog's alert, else its first control, else the dialog (issue 28, decision 254).
  useEffect(() => {
    if (!open || !panel.current || !focusDropped()) return;
    const target =
      panel.current.querySelector<HTMLElement>('[role="alert"]') ??
      panel.current.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    focusTarget(target);
  });

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {onClose && closeButton && (
            <button type="button" className="dialog__close" onClick={onClose} aria-label="Close dialog">
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="dialog__body" id={bodyId}>
          {children}
        </div>
        {actions && <footer className="dialog__actions">{actions}</footer>}
      </div>
    </div>
  );
}
