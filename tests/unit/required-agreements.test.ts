// Member spec §5 (Terms): "Generic: ' must be accepted to continue'". Decision 243: no screen shows it,
// because every required agreement the portal has carries its own words. This test lists those
// agreements with the spec's words, so an agreement that lost them (fell back to the generic text) fails.
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@/api/error-catalogue';
import { PURCHASE_MESSAGES } from '@/machines/application/application-setup';
import { CARD_MESSAGES } from '@/machines/forms/card-form';
import { APPLICATION_MESSAGES } from '@/machines/partner/application-form';

const GENERIC = ' must be accepted to continue';

describe("required agreements have their own words, not the generic ' must be accepted to continue' (decision 243)", () => {
  const agreements = [
    [PURCHASE_MESSAGES.termsRequired, 'You must agree to the terms and conditions to continue.'],
    [CARD_MESSAGES.autoRenewalAgreement, 'You must accept the terms of the autorenewal agreement'],
    [APPLICATION_MESSAGES.terms, 'The terms and conditions must be accepted to apply as a participant'],
  ] as const;

  it('each agreement says its spec words verbatim', () => {
    for (const [words, spec] of agreements) expect(words).toBe(spec);
  });

  it("no agreement and no catalogue entry falls back to '{name} must be accepted to continue'", () => {
    const all = [
      ...agreements.map(([words]) => words),
      ...Object.values(PURCHASE_MESSAGES),
      ...Object.values(CARD_MESSAGES),
      ...Object.values(APPLICATION_MESSAGES),
      ...Object.values(errorCatalogue('1-800-555-0100')),
    ];
    expect(all.filter((words) => words.endsWith(GENERIC))).toEqual([]);
  });
});
