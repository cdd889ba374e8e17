// Member media (member spec §2, §4; docs/routes.md): `/members/gated_content` (the videos and blog lists,
// and the landing for blocked content), `/members/media/videos/$videoId`, `/members/media/blog/$blogId`
// and the app's mobile-layout `/videos/$videoId?sid=`. Public pages: a visitor sees public items, a signed-in
// member's bearer opens private ones. A video link carrying a token (`sid`) goes to the mobile page.
// Each hangs under a pathless area that loads the data cache, as the signed-in areas do (decision 100).
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '@/src/router/lazy-page';

export const GATED_CONTENT_PATH = '/members/gated_content';
export const MOBILE_VIDEO_PATH = '/videos/$videoId';

export type MediaList = 'videos' | 'blog';
export interface GatedContentSearch {
  category?: MediaList;
  /** The blocked page a visitor came from (signed-in again there). */
  back?: string;
}
export interface VideoSearch {
  sid?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const sidSearch = (search: Record<string, unknown>): VideoSearch => {
  const sid = text(search.sid);
  return sid ? { sid } : {};
};

function mediaArea(parent: AnyRoute, id: string) {
  const area: AnyRoute = createRoute({
    getParentRoute: () => parent,
    id,
    loader: ({ context }) => (context as { loadQueryClient: () => Promise<unknown> }).loadQueryClient(),
    component: lazyPage(
      () => import('./media-area'),
      ({ MediaArea }) =>
        function Area() {
          return <MediaArea client={area.useLoaderData()} />;
        },
    ),
  });
  return area;
}

/** The member media pages under `/members`. */
export function buildMemberMediaRoutes(parent: AnyRoute): AnyRoute {
  const area = mediaArea(parent, 'member-media');
  const gated = createRoute({
    getParentRoute: () => area,
    path: 'gated_content',
    validateSearch: (search: Record<string, unknown>): GatedContentSearch => {
      const back = text(search.back);
      return {
        ...(search.category === 'blog' || search.category === 'videos' ? { category: search.category } : {}),
        ...(back?.startsWith('/') ? { back } : {}),
      };
    },
    component: lazyPage(
      () => import('./gated-content-page'),
      ({ GatedContentPage }) =>
        function Gated() {
          const { category = 'videos', back } = gated.useSearch();
          return <GatedContentPage list={category} back={back} />;
        },
    ),
  });
  const video = createRoute({
    getParentRoute: () => area,
    path: 'media/videos/$videoId',
    validateSearch: sidSearch,
    beforeLoad: ({ params, search }) => {
      if (search.sid)
        throw redirect({ to: MOBILE_VIDEO_PATH, params: { videoId: params.videoId }, search, replace: true });
    },
    component: lazyPage(
      () => import('./video-page'),
      ({ VideoPage }) =>
        function Video() {
          return <VideoPage videoId={video.useParams().videoId} />;
        },
    ),
  });
  const post = createRoute({
    getParentRoute: () => area,
    path: 'media/blog/$blogId',
    component: lazyPage(
      () => import('./blog-post-page'),
      ({ BlogPostPage }) =>
        function Post() {
          return <BlogPostPage postId={post.useParams().blogId} />;
        },
    ),
  });
  return area.addChildren([gated, video, post]);
}

/** `/videos/$videoId?sid=`: the video alone, for the app (no site header or footer). */
export function buildMobileVideoRoute(parent: AnyRoute): AnyRoute {
  const area = mediaArea(parent, 'mobile-media');
  const video = createRoute({
    getParentRoute: () => area,
    path: 'videos/$videoId',
    staticData: { layout: 'bare' },
    validateSearch: sidSearch,
    component: lazyPage(
      () => import('./mobile-video-page'),
      ({ MobileVideoPage }) =>
        function MobileVideo() {
          return <MobileVideoPage videoId={video.useParams().videoId} sid={video.useSearch().sid} />;
        },
    ),
  });
  return area.addChildren([video]);
}
