// The generic boundary view for a render or loader error nobody else handled.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/ui/button';

export function UnexpectedErrorPage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  return (
    <div className="error-page" role="alert">
      <h1>Unexpected Error</h1>
      <p>Something unexpected happened while showing this page. Please try again.</p>
      <div className="button-row">
        <Button onClick={reset}>Try Again</Button>
      </div>
    </div>
  );
}
