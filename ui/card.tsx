import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  children: ReactNode;
}

export function Card({ title, level = 2, actions, children }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className="card">
      {(title || actions) && (
        <header className="card__header">
          {title && <Heading className="card__title">{title}</Heading>}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}
