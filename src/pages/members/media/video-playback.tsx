// The player of a video page: plays the app's token (`sid`) when given, else a token fetched for the
// viewer; Refresh fetches a new one (member spec §4: a token is renewed once its `exp` is past).
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { videoTokenQueryOptions, type Video } from '@/api/queries/media';
import { playbackTokenExp, streamAddress } from '@/machines/media/playback-token';
import { VideoPlayer } from '@/screens/media/video-player';
import { config } from '@/src/config';
import { MediaItemStatus } from './media-item-status';
import { useMediaRefusal } from './use-media-refusal';

export function VideoPlayback({
  video,
  viewer,
  sid,
}: {
  video: Video | undefined;
  viewer: string;
  sid?: string;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const [ownToken, setOwnToken] = useState(sid === undefined);
  const token = useQuery({
    ...videoTokenQueryOptions(api, video?.video_uid ?? '', viewer),
    enabled: ownToken && video !== undefined,
  });
  const { refusal, deciding } = useMediaRefusal(token.error, 'videos');
  const current = ownToken ? token.data?.token : sid;

  if (!current || token.isError)
    return (
      <MediaItemStatus
        what="video"
        pending={!token.isError}
        failed={token.isError}
        refusal={refusal}
        deciding={deciding}
      />
    );
  return (
    <VideoPlayer
      // Every answer starts the player over, even one equal to the last (two tokens of the same second).
      key={ownToken ? token.dataUpdatedAt : 'app-token'}
      title={video?.title ?? 'Member video'}
      src={streamAddress(config.streamUrl, current)}
      exp={playbackTokenExp(current)}
      poster={video?.image_url}
      refreshing={token.isFetching}
      onRefresh={() => {
        // Without the video's details (a private one the app opened) only the app can hand a new token.
        if (!video) window.location.reload();
        else if (ownToken) void token.refetch();
        else setOwnToken(true);
      }}
    />
  );
}
