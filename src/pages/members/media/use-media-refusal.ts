// What a refused private video or post does (member spec §4 gated content): a visitor or a member without
// a membership goes to `/members/gated_content` (remembering the page), Do Not Renew or Cancelled goes out to
// the provider's site, Expired gets the renewal prompt (the page shows it). A signed-in member's statuses
// come from the dashboard, read only when a refusal needs them.
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api/api-error';
import { dashboardQueryOptions } from '@/api/queries/dashboard';
import { mediaRefusal, type MediaRefusal } from '@/machines/media/media-access';
import { config } from '@/src/config';
import { useSession } from '@/src/auth/session-context';
import { GATED_CONTENT_PATH, type MediaList } from './media-routes';

export function useMediaRefusal(
  error: unknown,
  list: MediaList,
): { refusal: MediaRefusal | null; deciding: boolean } {
  const { api, assignLocation } = useRouteContext({ from: '__root__' });
  const session = useSession();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const codes = error instanceof ApiError ? error.codes : [];
  const accountId = session.status === 'signed-in' ? session.user.account_id : null;
  const needsStatuses = codes.includes('MEMBERS_ONLY') && accountId !== null;
  const dashboard = useQuery({ ...dashboardQueryOptions(api, accountId ?? ''), enabled: needsStatuses });
  const deciding = needsStatuses && dashboard.isPending;
  const statuses = dashboard.data?.memberships.map((membership) => membership.membership_status__c) ?? [];
  const refusal = deciding ? null : mediaRefusal(codes, statuses);

  const kind = refusal?.kind;
  useEffect(() => {
    // Once there, the page's location is the landing itself: nothing more to do.
    if (kind === 'gated' && !href.startsWith(GATED_CONTENT_PATH))
      void navigate({ to: GATED_CONTENT_PATH, search: { category: list, back: href }, replace: true });
    if (kind === 'leave') assignLocation(config.providerSite);
  }, [kind, list, href, navigate, assignLocation]);
  return { refusal, deciding };
}
