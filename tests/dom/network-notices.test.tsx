import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_AVAILABLE_MS, NetworkNotices } from '@/src/shell/network-notices';

const OFFLINE = "Network is unavailable. Are you sure you're connected to the network?";

describe('network notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns while offline and says "Network is available" for 3 seconds once back', () => {
    render(<NetworkNotices />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Network is available');

    act(() => {
      vi.advanceTimersByTime(NETWORK_AVAILABLE_MS - 1);
    });
    expect(screen.getByText('Network is available')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Network is available')).toBeNull();
    expect(NETWORK_AVAILABLE_MS).toBe(3000);
  });

  it('keeps the offline warning when the connection drops again before the 3 seconds pass', () => {
    render(<NetworkNotices />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event('offline'));
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);
  });
});
