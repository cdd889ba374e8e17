// One video or post for the viewer: fetched once the session is known (a private item needs the bearer),
// its refusal followed by the gated content rules, and what to show instead of it (MediaItemStatus).
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ApiClient } from '@/api/client';
import type { MediaItemStatusProps } from './media-item-status';
import { useMediaRefusal } from './use-media-refusal';
import { useViewer } from './viewer';

export function useMediaItem<TData, TKey extends QueryKey>(
  what: 'video' | 'post',
  options: (api: ApiClient, viewer: string) => UseQueryOptions<TData, Error, TData, TKey>,
  /** False when the page may show the item without its details (the app's own token). */
  followRefusal = true,
) {
  const { api } = useRouteContext({ from: '__root__' });
  const viewer = useViewer();
  const item = useQuery({ ...options(api, viewer ?? ''), enabled: viewer !== null });
  const { refusal, deciding } = useMediaRefusal(
    followRefusal ? item.error : null,
    what === 'video' ? 'videos' : 'blog',
  );
  const status: MediaItemStatusProps = {
    what,
    pending: item.isPending,
    failed: item.isError,
    refusal,
    deciding,
  };
  return { item, viewer, status };
}
