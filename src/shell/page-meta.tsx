// Page meta: document title, description and canonical URL, set per page.
import { useEffect } from 'react';
import { setDocumentTitle } from '@/ui/document-title';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL; default the current path without query. */
  canonicalPath?: string;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  useEffect(() => {
    setDocumentTitle([title]);
    if (description) {
      const meta = upsert('meta[name="description"]', () =>
        Object.assign(document.createElement('meta'), { name: 'description' }),
      );
      meta.setAttribute('content', description);
    }
    const link = upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    link.setAttribute(
      'href',
      new URL(canonicalPath ?? window.location.pathname, window.location.origin).href,
    );
  }, [title, description, canonicalPath]);
}
