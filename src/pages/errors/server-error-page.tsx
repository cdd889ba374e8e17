import { useRouter } from '@tanstack/react-router';
import { usePageMeta } from '@/src/shell/page-meta';
import { Button } from '@/ui/button';

export function ServerErrorPage() {
  usePageMeta({ title: 'Server Error' });
  const router = useRouter();
  return (
    <div className="error-page">
      <h1>Server Error</h1>
      <p>Something went wrong. Please try again or contact us if the issue persists.</p>
      <div className="button-row">
        <Button onClick={() => router.history.back()}>Retry Request</Button>
      </div>
    </div>
  );
}
