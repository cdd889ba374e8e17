import { describe, expect, it } from 'vitest';
import {
  AD_TRACKING_KEY,
  AD_TRACKING_TTL_MS,
  adTrackingPayload,
  captureAdTracking,
  readAdTracking,
} from '@/journeys/purchase/ad-tracking';
import { AD_LANDING_KEY, keepAdLanding } from '@/journeys/purchase/ad-landing';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const T0 = Date.UTC(2026, 10, 1);
const q = (s: string) => new URLSearchParams(s);

describe('ad tracking (spec §3, §9)', () => {
  it('keeps the first UTM touch and replaces the last one', () => {
    const storage = memoryStorage();
    captureAdTracking(q('utm_source=google&utm_medium=cpc&utm_campaign=spring'), storage, T0);
    const later = captureAdTracking(q('utm_source=newsletter&utm_campaign=fall'), storage, T0 + 1000);
    expect(later.firstUtm?.value).toEqual({ source: 'google', medium: 'cpc', campaign: 'spring' });
    expect(later.lastUtm?.value).toEqual({ source: 'newsletter', campaign: 'fall' });
    expect(adTrackingPayload(later)).toEqual({ utm_source__c: 'newsletter', utm_campaign__c: 'fall' });
  });

  it('captures gclid, msclkid, the test variant and the referral refId, and sends them at checkout', () => {
    const storage = memoryStorage();
    const tracked = captureAdTracking(
      q('gclid=G-1&msclkid=M-2&testvariant=B&refId=ref-42&utm_term=tow'),
      storage,
      T0,
    );
    expect(adTrackingPayload(tracked)).toEqual({
      utm_term__c: 'tow',
      gclid__c: 'G-1',
      msclkid__c: 'M-2',
      test_variant__c: 'B',
      referral_id: 'ref-42',
    });
    // A later landing without parameters keeps what was captured.
    expect(adTrackingPayload(captureAdTracking(q(''), storage, T0 + 5))).toEqual(adTrackingPayload(tracked));
  });

  it('forgets a value 30 days (2592000000 ms) after it was captured', () => {
    const storage = memoryStorage();
    expect(AD_TRACKING_TTL_MS).toBe(2_592_000_000);
    captureAdTracking(q('gclid=old&utm_source=a'), storage, T0);
    captureAdTracking(q('msclkid=newer'), storage, T0 + AD_TRACKING_TTL_MS - 10);
    expect(readAdTracking(storage, T0 + AD_TRACKING_TTL_MS - 1).gclid?.value).toBe('old');
    const after = readAdTracking(storage, T0 + AD_TRACKING_TTL_MS);
    expect(after.gclid).toBeUndefined();
    expect(after.firstUtm).toBeUndefined();
    expect(after.msclkid?.value).toBe('newer');
    // A new UTM after the first touch expired becomes the first touch again.
    const fresh = captureAdTracking(q('utm_source=b'), storage, T0 + AD_TRACKING_TTL_MS + 1);
    expect(fresh.firstUtm?.value).toEqual({ source: 'b' });
  });

  it('ignores a malformed refId, over-long values and unreadable storage', () => {
    const storage = memoryStorage();
    const tracked = captureAdTracking(q(`refId=<script>&gclid=${'x'.repeat(300)}`), storage, T0);
    expect(tracked.refId).toBeUndefined();
    expect(tracked.gclid?.value).toHaveLength(255);
    storage.setItem(AD_TRACKING_KEY, '{not json');
    expect(readAdTracking(storage, T0)).toEqual({});
  });

  it('writes nothing when the landing URL carries no tracking and none is stored', () => {
    const storage = memoryStorage();
    captureAdTracking(q('promotion=SAVE20&cardNumber=4111111111111111'), storage, T0);
    expect(storage.items.size).toBe(0);
  });

  it('applies the landings kept before the rules loaded, each at its own time, once', () => {
    const storage = memoryStorage();
    const day = 86_400_000;
    keepAdLanding(new URLSearchParams('utm_source=first&gclid=g-1&promotion=SPRING'), storage, 0);
    expect(storage.getItem(AD_LANDING_KEY)).not.toContain('SPRING');
    keepAdLanding(new URLSearchParams(''), storage, day);
    keepAdLanding(new URLSearchParams('utm_source=second'), storage, 2 * day);
    const tracking = readAdTracking(storage, 3 * day);
    expect(tracking.firstUtm).toEqual({ value: { source: 'first' }, expiresAt: AD_TRACKING_TTL_MS });
    expect(tracking.lastUtm).toEqual({
      value: { source: 'second' },
      expiresAt: 2 * day + AD_TRACKING_TTL_MS,
    });
    expect(tracking.gclid?.value).toBe('g-1');
    expect(storage.getItem(AD_LANDING_KEY)).toBeNull();
    // A landing's values count from the landing: the first one's are gone 30 days after it.
    expect(readAdTracking(storage, AD_TRACKING_TTL_MS + 1).gclid).toBeUndefined();
    expect(readAdTracking(storage, AD_TRACKING_TTL_MS + 1).lastUtm?.value).toEqual({ source: 'second' });
  });

  it('keeps every parameter the rules read when the landing is applied later', () => {
    const storage = memoryStorage();
    const query =
      'utm_source=s&utm_medium=m&utm_campaign=c&utm_term=t&utm_content=n&gclid=g&msclkid=k&testvariant=B&refId=R-1';
    keepAdLanding(new URLSearchParams(query), storage, T0);
    const later = adTrackingPayload(readAdTracking(storage, T0));
    expect(later).toEqual(
      adTrackingPayload(captureAdTracking(new URLSearchParams(query), memoryStorage(), T0)),
    );
    expect(Object.keys(later)).toHaveLength(9);
  });
});
