// Member media reads (member spec §7): the video and post lists, one video or post, and a video's playback
// token. Private items answer MEMBERS_ONLY or MEMBERSHIP_EXPIRED to a caller who may not see them; the
// answer depends on who asks, so every key carries the viewer (signed-in subject, or 'visitor').
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/openapi/schema.gen';
import { dataOrThrow } from '../api-error';
import type { ApiClient } from '../client';

export type VideoSummary = components['schemas']['VideoSummary'];
export type Video = components['schemas']['Video'];
export type PostSummary = components['schemas']['FeaturedPost'];
export type Post = components['schemas']['Post'];

export const mediaKeys = {
  videos: ['media', 'videos'] as const,
  posts: ['media', 'posts'] as const,
  video: (id: string, viewer: string) => ['media', 'video', id, viewer] as const,
  post: (id: string, viewer: string) => ['media', 'post', id, viewer] as const,
  token: (videoUid: string, viewer: string) => ['media', 'token', videoUid, viewer] as const,
};

export const videoListQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mediaKeys.videos,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/videos', { signal })),
  });

export const postListQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mediaKeys.posts,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/posts', { signal })),
  });

export const videoQueryOptions = (api: ApiClient, id: string, viewer: string) =>
  queryOptions({
    queryKey: mediaKeys.video(id, viewer),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/videos/{id}', { params: { path: { id } }, signal })),
  });

export const postQueryOptions = (api: ApiClient, id: string, viewer: string) =>
  queryOptions({
    queryKey: mediaKeys.post(id, viewer),
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/posts/{id}', { params: { path: { id } }, signal })),
  });

/** A playback token; fetched again (refetch) when its `exp` is past. */
export const videoTokenQueryOptions = (api: ApiClient, videoUid: string, viewer: string) =>
  queryOptions({
    queryKey: mediaKeys.token(videoUid, viewer),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.GET('/cloudflare/stream/token', { params: { query: { video_uid: videoUid } }, signal }),
      ).result,
    staleTime: Infinity,
  });
