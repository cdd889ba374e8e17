import { useEffect, useRef, type ReactNode } from 'react';
import { focusDropped, focusTarget } from './focus-target';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  /**
   * What the card shows, for a card that edits in place ('details' or 'form'): when it changes, the control
   * pressed (Edit, Cancel, Save) is gone, so focus moves to the card's title instead of the page's body
   * (decision 112); a user whose focus is elsewhere keeps it.
   */
  view?: string;
  children: ReactNode;
}

export function Card({ title, level = 2, actions, view, children }: CardProps) {
  const Heading = `h${level}` as const;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    if (heading.current && focusDropped()) focusTarget(heading.current);
  }, [view]);
  return (
    <section className="card">
      {(title || actions) && (
        <header className="card__header">
          {title && (
            <Heading className="card__title" ref={heading}>
              {title}
            </Heading>
          )}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}
