// `/members/media/videos/$videoId`: a member video (member spec §2, §4, §8): title, player, description;
// a private one refused to the viewer goes where the gated content rules say.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { videoQueryOptions } from '@/api/queries/media';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { usePageMeta } from '@/src/shell/page-meta';
import { GATED_CONTENT_PATH } from './media-routes';
import { MembersOnlyPrompt } from './members-only-prompt';
import { useMediaRefusal } from './use-media-refusal';
import { VideoPlayback } from './video-playback';
import { useViewer } from './viewer';

export function VideoPage({ videoId }: { videoId: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const viewer = useViewer();
  const video = useQuery({ ...videoQueryOptions(api, videoId, viewer ?? ''), enabled: viewer !== null });
  const { refusal, deciding } = useMediaRefusal(video.error, 'videos');
  usePageMeta({ title: video.data?.title ?? 'Video', description: video.data?.short_description });

  return (
    <div className="media-page">
      <Link to={GATED_CONTENT_PATH} search={{ category: 'videos' }} className="media-back">
        Back to Videos
      </Link>
      {(video.isPending || deciding || (refusal && refusal.kind !== 'renew')) && (
        <Spinner label="Loading the video…" />
      )}
      {refusal?.kind === 'renew' && <MembersOnlyPrompt what="video" />}
      {video.isError && !refusal && !deciding && (
        <Alert kind="failure">
          This video could not be loaded. It may have been removed; see the other videos.
        </Alert>
      )}
      {video.data && viewer !== null && (
        <article className="media-video">
          <p className="media-card__meta">{video.data.categories.join(' · ')}</p>
          <h1>{video.data.title}</h1>
          <VideoPlayback video={video.data} viewer={viewer} />
          <p className="media-video__text">{video.data.long_description}</p>
        </article>
      )}
    </div>
  );
}
