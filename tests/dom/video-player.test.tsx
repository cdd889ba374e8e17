// The video player (member spec §4, §8): the stream plays until the token's exp, then 'Session Expired';
// Refresh asks for a new token and the player starts over with it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/screens/media/video-player';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

function Harness() {
  const [token, setToken] = useState({ src: '/stream/one/video.webm', exp: seconds(NOW) + 60 });
  return (
    <VideoPlayer
      title="Boating Safety Basics"
      src={token.src}
      exp={token.exp}
      refreshing={false}
      onRefresh={() => setToken({ src: '/stream/two/video.webm', exp: seconds(Date.now()) + 3600 })}
    />
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VideoPlayer', () => {
  it("plays until the token's exp, then 'Session Expired'; Refresh plays a new token", () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/stream/one/video.webm');
    act(() => vi.advanceTimersByTime(59_000));
    expect(container.querySelector('video')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Session Expired' })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/stream/two/video.webm');
    act(() => vi.advanceTimersByTime(3_599_000));
    expect(container.querySelector('video')).not.toBeNull();
  });

  it("a stream that fails to load shows 'Video Error' with Refresh", () => {
    const { container } = render(<Harness />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('heading', { name: 'Video Error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/stream/two/video.webm');
  });
});
