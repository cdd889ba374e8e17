// The video player of a playback token (member spec §4, §8): the stream plays until the token's `exp`;
// then 'Session Expired', and a stream that fails to load 'Video Error', each with Refresh, which asks
// the page for a new token.
import { useEffect, useState } from 'react';
import { playbackTimeLeft } from '@/machines/media/playback-token';
import { Button } from '@/ui/button';

export interface VideoPlayerProps {
  title: string;
  /** The stream address of the current token. */
  src: string;
  /** The token's expiry (seconds), null when it carries none. */
  exp: number | null;
  poster?: string | undefined;
  /** Fetches a new token; the player starts over with it. */
  onRefresh: () => void;
  refreshing: boolean;
}

type PlayerState = 'playing' | 'expired' | 'failed';

/** setTimeout's longest delay; a longer token is checked again when this fires. */
const MAX_DELAY = 2_147_483_647;

export function VideoPlayer({ title, src, exp, poster, onRefresh, refreshing }: VideoPlayerProps) {
  // A token already past its exp never reaches the stream.
  const [state, setState] = useState<PlayerState>(() =>
    playbackTimeLeft(exp, Date.now()) === 0 ? 'expired' : 'playing',
  );

  useEffect(() => {
    setState('playing');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      const left = playbackTimeLeft(exp, Date.now());
      if (left === 0) setState('expired');
      else if (left !== Infinity) timer = setTimeout(watch, Math.min(left, MAX_DELAY));
    };
    watch();
    return () => clearTimeout(timer);
  }, [src, exp]);

  if (state !== 'playing')
    return (
      <PlayerNotice
        title={state === 'expired' ? 'Session Expired' : 'Video Error'}
        text={
          state === 'expired'
            ? 'Your viewing session has expired. Refresh to keep watching.'
            : 'The video could not be loaded. Refresh to try again.'
        }
        onRefresh={onRefresh}
        refreshing={refreshing}
      />
    );
  return (
    <div className="media-player">
      <video
        key={src}
        className="media-player__video"
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onError={() => setState('failed')}
      />
    </div>
  );
}

function PlayerNotice({
  title,
  text,
  onRefresh,
  refreshing,
}: {
  title: string;
  text: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="media-player media-player--notice" role="alert">
      <h2 className="media-player__title">{title}</h2>
      <p>{text}</p>
      <Button onClick={onRefresh} busy={refreshing}>
        Refresh
      </Button>
    </div>
  );
}
