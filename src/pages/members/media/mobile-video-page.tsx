// `/videos/$videoId?sid=`: the video alone in the mobile layout, for the app (member spec §2, §4). The app's
// token (`sid`) plays the video even when its details are private to this browser; without one the page
// fetches a token like the member page and follows the same gated content rules.
import { videoQueryOptions } from '@/api/queries/media';
import { usePageMeta } from '@/src/shell/page-meta';
import { MediaItemStatus } from './media-item-status';
import { useMediaItem } from './use-media-item';
import { VideoPlayback } from './video-playback';

export function MobileVideoPage({ videoId, sid }: { videoId: string; sid: string | undefined }) {
  // With the app's token a refused detail is no reason to leave: the token is the app's word.
  const {
    item: video,
    viewer,
    status,
  } = useMediaItem('video', (api, viewer) => videoQueryOptions(api, videoId, viewer), sid === undefined);
  usePageMeta({ title: video.data?.title ?? 'Video' });
  const playable = viewer !== null && (video.isSuccess || (sid !== undefined && video.isError));

  return (
    <div className="media-mobile">
      {!playable && <MediaItemStatus {...status} />}
      {playable && (
        <>
          <h1 className="media-mobile__title">{video.data?.title ?? 'Member video'}</h1>
          <VideoPlayback video={video.data} viewer={viewer} {...(sid ? { sid } : {})} />
          {video.data && <p className="media-video__text">{video.data.long_description}</p>}
        </>
      )}
    </div>
  );
}
