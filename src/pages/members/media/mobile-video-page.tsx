// `/videos/$videoId?sid=`: the video alone in the mobile layout, for the app (member spec §2, §4). The app's
// token (`sid`) plays the video even when its details are private to this browser; without one the page
// fetches a token like the member page and follows the same gated content rules.
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { videoQueryOptions } from '@/api/queries/media';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { usePageMeta } from '@/src/shell/page-meta';
import { MembersOnlyPrompt } from './members-only-prompt';
import { useMediaRefusal } from './use-media-refusal';
import { VideoPlayback } from './video-playback';
import { useViewer } from './viewer';

export function MobileVideoPage({ videoId, sid }: { videoId: string; sid: string | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  const viewer = useViewer();
  const video = useQuery({ ...videoQueryOptions(api, videoId, viewer ?? ''), enabled: viewer !== null });
  // With the app's token a refused detail is no reason to leave: the token is the app's word.
  const { refusal, deciding } = useMediaRefusal(sid ? null : video.error, 'videos');
  usePageMeta({ title: video.data?.title ?? 'Video' });
  const playable = viewer !== null && (video.isSuccess || (sid !== undefined && video.isError));

  return (
    <div className="media-mobile">
      {(viewer === null || video.isPending || deciding || (refusal && refusal.kind !== 'renew')) && (
        <Spinner label="Loading the video…" />
      )}
      {refusal?.kind === 'renew' && <MembersOnlyPrompt what="video" />}
      {video.isError && !sid && !refusal && !deciding && (
        <Alert kind="failure">This video could not be loaded. Please try again later.</Alert>
      )}
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
