// What a shared `/flows/<chart>` link carries for a review besides the simulation: the saved version the
// chart is compared with and the date range of the funnel (`?compare=0.1.0&from=2026-11-01&to=2026-11-27`).
export interface ReviewLink {
  compare?: string;
  from?: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^[\w.-]{1,64}$/;

export function readReviewLink(search: string): ReviewLink {
  const params = new URLSearchParams(search);
  const pick = (name: keyof ReviewLink, shape: RegExp) => {
    const value = params.get(name);
    return value !== null && shape.test(value) ? { [name]: value } : {};
  };
  return { ...pick('compare', VERSION), ...pick('from', DATE), ...pick('to', DATE) };
}

/** `path` with `search`'s parameters, the review's set (and those it leaves empty removed). */
export function withReviewLink(path: string, search: string, review: ReviewLink): string {
  const params = new URLSearchParams(search);
  for (const name of ['compare', 'from', 'to'] as const) {
    const value = review[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
