import { usePageMeta } from '@/src/shell/page-meta';
import { LinkButton } from '@/ui/link-button';

export function LoggedOutPage() {
  usePageMeta({ title: 'Signed Out' });
  return (
    <div className="error-page">
      <h1>You are signed out</h1>
      <p>Thank you for visiting. You have been signed out of the member portal.</p>
      <div className="button-row">
        <LinkButton to="/login" search={{ return_to: '/members' }}>
          Sign in again
        </LinkButton>
      </div>
    </div>
  );
}
