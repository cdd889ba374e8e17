// `/members/media/videos/$videoId`: a member video (member spec §2, §4, §8): title, player, description;
// a private one refused to the viewer goes where the gated content rules say.
import { Link } from '@tanstack/react-router';
import { videoQueryOptions } from '@/api/queries/media';
import { usePageMeta } from '@/src/shell/page-meta';
import { GATED_CONTENT_PATH } from './media-routes';
import { MediaItemStatus } from './media-item-status';
import { useMediaItem } from './use-media-item';
import { VideoPlayback } from './video-playback';

export function VideoPage({ videoId }: { videoId: string }) {
  const {
    item: video,
    viewer,
    status,
  } = useMediaItem('video', (api, viewer) => videoQueryOptions(api, videoId, viewer));
  usePageMeta({ title: video.data?.title ?? 'Video', description: video.data?.short_description });

  return (
    <div className="media-page">
      <Link to={GATED_CONTENT_PATH} search={{ category: 'videos' }} className="media-back">
        Back to Videos
      </Link>
      <MediaItemStatus {...status} />
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
