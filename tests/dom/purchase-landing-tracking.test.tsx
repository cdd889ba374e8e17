// The join keeps the landing URL's ad tracking (member spec §3, §9) for the checkout steps later: the query
// is kept as the join opens, and the rules, which load after the first screen, apply it at its own time.
import { renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { JourneyHost } from '@/flows/journey';
import { AD_TRACKING_KEY, readAdTracking } from '@/journeys/purchase/ad-tracking';
import { usePurchaseInput } from '@/journeys/purchase/purchase-input';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it("keeps the landing URL's ad tracking for the checkout", () => {
  window.history.replaceState(null, '', '/members/join?utm_source=news&utm_medium=email&gclid=g-1&refId=R-7');
  const host = { signedIn: false, accountId: null, supportPhone: '1-800-555-0142' } as Partial<JourneyHost>;
  const { result } = renderHook(() => usePurchaseInput(host as JourneyHost));
  expect(result.current?.referralId).toBe('R-7');
  expect(window.localStorage.getItem(AD_TRACKING_KEY)).toBeNull();
  const tracking = readAdTracking(window.localStorage, Date.now());
  expect(window.localStorage.getItem(AD_TRACKING_KEY)).not.toBeNull();
  expect(tracking.firstUtm?.value).toEqual({ source: 'news', medium: 'email' });
  expect(tracking.lastUtm?.value).toEqual({ source: 'news', medium: 'email' });
  expect(tracking.gclid?.value).toBe('g-1');
  expect(tracking.refId?.value).toBe('R-7');
});
