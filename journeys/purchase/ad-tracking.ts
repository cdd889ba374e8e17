// Ad tracking of member spec §3 and §9: the landing URL's UTM parameters (first and last touch), gclid,
// msclkid, the test variant (`?testvariant=`) and the referral `refId`, kept in localStorage for 30 days
// (2592000000 ms) and sent with the checkout (§7 `utm_*__c`, `gclid__c`, `msclkid__c`, `test_variant__c`,
// `referral_id`). It is not cart data: logout leaves it (decision 023). Never holds card data.
// The clock and the storage are injected, so the rules are tested without a browser.
import { AD_LANDING_KEY, UTM_KEYS, type AdLanding } from './ad-landing';
/** Spec §9 'Tracking expiry 30 days (2592000000 ms)'. */
export const AD_TRACKING_TTL_MS = 2_592_000_000;

export const AD_TRACKING_KEY = 'tracking:ad';

type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** One remembered value and when it stops counting. */
interface Tracked<T> {
  value: T;
  expiresAt: number;
}

export interface AdTracking {
  firstUtm?: Tracked<Utm>;
  lastUtm?: Tracked<Utm>;
  gclid?: Tracked<string>;
  msclkid?: Tracked<string>;
  testVariant?: Tracked<string>;
  refId?: Tracked<string>;
}

export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The §7 checkout fields the tracking contributes (only those with a live value). */
export interface AdTrackingPayload {
  utm_source__c?: string;
  utm_medium__c?: string;
  utm_campaign__c?: string;
  utm_term__c?: string;
  utm_content__c?: string;
  gclid__c?: string;
  msclkid__c?: string;
  test_variant__c?: string;
  referral_id?: string;
}

/** Contract limits of the checkout fields (openapi/src/payments.yaml). */
const MAX_LENGTH = 255;
const MAX_TEST_VARIANT = 60;
const REFERRAL_ID = /^[A-Za-z0-9-]{1,60}$/;

const clean = (value: string | null, max = MAX_LENGTH): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, max);
};

const isTracked = (v: unknown): v is Tracked<unknown> =>
  typeof v === 'object' && v !== null && 'expiresAt' in v && typeof v.expiresAt === 'number';

/** The landings kept and not yet applied (none when the storage holds nothing readable). */
function keptAdLandings(storage: TrackingStorage): AdLanding[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(AD_LANDING_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is AdLanding =>
            typeof item?.query === 'string' && typeof item?.at === 'number' && Number.isFinite(item.at),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The stored tracking with expired entries dropped (and an unreadable value treated as none), the landings
 * kept since the rules last ran (ad-landing.ts) applied first, each at its own time.
 */
export function readAdTracking(storage: TrackingStorage, now: number): AdTracking {
  const landings = keptAdLandings(storage);
  if (landings.length > 0) {
    storage.removeItem(AD_LANDING_KEY);
    for (const landing of landings)
      captureAdTracking(new URLSearchParams(landing.query), storage, landing.at);
  }
  return storedAdTracking(storage, now);
}

function storedAdTracking(storage: TrackingStorage, now: number): AdTracking {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(AD_TRACKING_KEY) ?? '{}');
  } catch {
    parsed = {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const live = Object.entries(parsed).filter(([, v]) => isTracked(v) && v.expiresAt > now);
  return Object.fromEntries(live) as AdTracking;
}

function utmOf(search: URLSearchParams): Utm | null {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = clean(search.get(`utm_${key}`));
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/**
 * Reads the landing URL's query: a new UTM set becomes the last touch (and the first touch when none is
 * live); gclid, msclkid, testvariant and refId replace older values. Each refreshed value lives 30 days.
 */
export function captureAdTracking(
  search: URLSearchParams,
  storage: TrackingStorage,
  now: number,
): AdTracking {
  const current = storedAdTracking(storage, now);
  const expiresAt = now + AD_TRACKING_TTL_MS;
  const next: AdTracking = { ...current };
  const utm = utmOf(search);
  if (utm) {
    next.lastUtm = { value: utm, expiresAt };
    if (!current.firstUtm) next.firstUtm = { value: utm, expiresAt };
  }
  const single = (param: string, max = MAX_LENGTH) => {
    const value = clean(search.get(param), max);
    return value ? { value, expiresAt } : undefined;
  };
  next.gclid = single('gclid') ?? current.gclid;
  next.msclkid = single('msclkid') ?? current.msclkid;
  next.testVariant = single('testvariant', MAX_TEST_VARIANT) ?? current.testVariant;
  const refId = single('refId', 60);
  next.refId = refId && REFERRAL_ID.test(refId.value) ? refId : current.refId;
  const written = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
  try {
    if (Object.keys(written).length === 0) storage.removeItem(AD_TRACKING_KEY);
    else storage.setItem(AD_TRACKING_KEY, JSON.stringify(written));
  } catch {
    // Storage full or blocked (private mode): the purchase still works without attribution.
  }
  return written as AdTracking;
}

/**
 * The checkout's ad-tracking fields. The contract has one UTM set: the last touch is sent (the campaign
 * that brought the boater to buy), falling back to the first touch (decision 078).
 */
export function adTrackingPayload(tracking: AdTracking): AdTrackingPayload {
  const utm = tracking.lastUtm?.value ?? tracking.firstUtm?.value ?? {};
  const payload: AdTrackingPayload = {
    utm_source__c: utm.source,
    utm_medium__c: utm.medium,
    utm_campaign__c: utm.campaign,
    utm_term__c: utm.term,
    utm_content__c: utm.content,
    gclid__c: tracking.gclid?.value,
    msclkid__c: tracking.msclkid?.value,
    test_variant__c: tracking.testVariant?.value,
    referral_id: tracking.refId?.value,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as AdTrackingPayload;
}
