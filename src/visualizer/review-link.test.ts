import { describe, expect, it } from 'vitest';
import { readReviewLink, withReviewLink } from './review-link';

describe('review link', () => {
  it('reads the compared version and the date range, ignoring malformed values', () => {
    expect(readReviewLink('?compare=0.1.0&from=2026-11-01&to=2026-11-27&scenario=x')).toEqual({
      compare: '0.1.0',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(readReviewLink('?compare=../x<y>&from=yesterday')).toEqual({});
  });

  it('keeps the simulation parameters when the review changes, and drops cleared ones', () => {
    expect(
      withReviewLink('/flows/purchase', '?scenario=visitor&steps=a,b', {
        compare: '0.1.0',
        from: '2026-11-01',
      }),
    ).toBe('/flows/purchase?scenario=visitor&steps=a%2Cb&compare=0.1.0&from=2026-11-01');
    expect(withReviewLink('/flows/purchase', '?compare=0.1.0', {})).toBe('/flows/purchase');
  });
});
