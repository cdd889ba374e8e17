// Before the catalogue's texts are here (a failure found without a call, or offline), a plain sentence
// with the codes stands in, and asking for it starts loading them.
import { describe, expect, it } from 'vitest';
import { describeErrorCodes, errorTextsLoaded, onErrorTextsLoaded } from './error-texts';

describe('the stand-in for the error texts', () => {
  it('names the support line and the codes, then the catalogue words them once loaded', async () => {
    const loaded = new Promise<void>((resolve) => onErrorTextsLoaded(resolve));
    expect(describeErrorCodes(['INVALID_ID'], '1-800-555-0142')).toBe(
      'Something went wrong. Please check your connection and try again, or call us at 1-800-555-0142.\n\n[INVALID_ID]',
    );
    await loaded;
    expect(errorTextsLoaded()).toBe(true);
    expect(describeErrorCodes(['INVALID_ID'], '1-800-555-0142')).toBe(
      'No active promotion or activation kit found with the provided code.\n\n[INVALID_ID]',
    );
  });
});
