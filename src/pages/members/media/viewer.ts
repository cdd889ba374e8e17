// Who is asking for media: the signed-in subject or 'visitor'; null while the session is restored (a
// private item asked before that would be refused for want of the bearer token).
import { useSession } from '@/src/auth/session-context';

export function useViewer(): string | null {
  const session = useSession();
  if (session.status === 'loading') return null;
  return session.status === 'signed-in' ? session.user.sub : 'visitor';
}
