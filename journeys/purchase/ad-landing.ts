// The landing URL's query, kept the moment the join opens for the ad-tracking rules (ad-tracking.ts), which
// load after the first screen, with the checkout's calls, and apply each landing kept with its own time
// (a visit that leaves before then counts from its landing when a later one checks out). Never card data.
export const AD_LANDING_KEY = 'tracking:landings';

/** The UTM parameters (`utm_source`, …) of the first and last touch. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The query parameters the rules read; a landing keeps these only (a promotion code, say, is not kept). */
export const AD_TRACKING_PARAMS: readonly string[] = [
  ...UTM_KEYS.map((key) => `utm_${key}`),
  'gclid',
  'msclkid',
  'testvariant',
  'refId',
];

/** At most this many landings wait (a boater opening the join again and again without buying). */
const MAX_LANDINGS = 10;

export interface AdLanding {
  query: string;
  at: number;
}

type LandingStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps a landing URL's tracking parameters (a landing with none is not kept). */
export function keepAdLanding(search: URLSearchParams, storage: LandingStorage, now: number): void {
  const query = new URLSearchParams(
    [...search].filter(([param]) => AD_TRACKING_PARAMS.includes(param)),
  ).toString();
  if (query === '') return;
  let before: unknown = [];
  try {
    // Read as it is: the rules check each landing as they apply it (an unreadable list starts again).
    before = JSON.parse(storage.getItem(AD_LANDING_KEY) ?? '[]');
  } catch {
    before = [];
  }
  const landings = [...(Array.isArray(before) ? before : []), { query, at: now }];
  try {
    storage.setItem(AD_LANDING_KEY, JSON.stringify(landings.slice(-MAX_LANDINGS)));
  } catch {
    // Full or blocked (private mode): the purchase still works without attribution.
  }
}
