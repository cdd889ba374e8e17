// One video or blog post in a media list: image, title, categories, a 'Members only' mark for private
// items, and the link to it (the page builds the link).
import type { ReactNode } from 'react';

export interface MediaCardProps {
  title: string;
  imageUrl: string;
  categories: readonly string[];
  isPrivate: boolean;
  summary?: string | undefined;
  link: ReactNode;
}

export function MediaCard({ title, imageUrl, categories, isPrivate, summary, link }: MediaCardProps) {
  return (
    <article className="media-card">
      <img className="media-card__image" src={imageUrl} alt="" loading="lazy" />
      <div className="media-card__body">
        <p className="media-card__meta">
          {categories.join(' · ')}
          {isPrivate && <span className="media-card__private">Members only</span>}
        </p>
        <h3 className="media-card__title">{title}</h3>
        {summary && <p className="media-card__summary">{summary}</p>}
        {link}
      </div>
    </article>
  );
}
