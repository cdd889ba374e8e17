// A blog post's body: server HTML (member spec §3 Blog post), sanitized with DOMPurify before it reaches the
// page, so scripts, inline event handlers and javascript: links in the content never run.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export function PostBody({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="media-post__body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
