// A clear placeholder for a page whose issue is still open (never for a built page).
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/src/shell/page-meta';

export interface PlaceholderPageProps {
  title: string;
  backTo: string;
  backLabel: string;
}

export function PlaceholderPage({ title, backTo, backLabel }: PlaceholderPageProps) {
  usePageMeta({ title });
  return (
    <>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
      <h1>{title}</h1>
      <p className="page-intro">
        This page is coming soon. It is not available in this version of the portal yet.
      </p>
    </>
  );
}
