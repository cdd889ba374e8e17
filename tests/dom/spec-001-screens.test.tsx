// Companion spec rules that live in a partner screen and that the other suites did not yet check
// (docs/spec-coverage.md, decision 245): the offer form on its real chart.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { partnerOfferMachine } from '@/machines/partner-offer.machine';
import { OfferFormScreen } from '@/screens/partner-offer/offer-form-screen';
import { SupportLineProvider } from '@/ui/support-line';
import { renderPortal, signedOutAnswers } from './portal-harness';

describe('spec 001 §4, §9 Savings Club terms', () => {
  it('"Acceptance of the Savings Club terms is implied on submit": the terms are stated, with nothing to tick', () => {
    const actor = createActor(partnerOfferMachine, {
      input: { accountId: 'acc-partner', accountWebsite: 'https://harborside.example.com', editing: null },
    }).start();
    render(
      <SupportLineProvider value={{ phone: '1-800-555-0142', describeCodes: (codes) => codes.join(', ') }}>
        <OfferFormScreen snapshot={actor.getSnapshot()} send={() => undefined} />
      </SupportLineProvider>,
    );
    // "Savings Club terms: minimum one-year term, quarterly review of offers, 30-day notice, automatic renewal."
    const terms = screen.getByText(/you accept the Savings Club terms/);
    expect(terms.textContent).toMatch(
      /minimum one-year term.*quarterly review of offers.*30 days’ notice.*automatic renewal/,
    );
    expect(screen.queryByRole('checkbox', { name: /terms/i })).toBeNull();
  });
});

describe('spec 001 §2.2, §4 application outcome pages', () => {
  it('"The login page message otherwise says the user can still access the account while the application is pending approval"', async () => {
    await renderPortal('/programs/apply/login?status=AUTH0_ACCOUNT_NOT_FOUND', [signedOutAnswers]);
    await screen.findByRole('heading', { level: 1, name: 'Application Submitted!' });
    expect(screen.getByText(/access your account while your application is pending approval/)).toBeTruthy();
    expect(screen.queryByText(/existing credentials/)).toBeNull();
    expect(screen.getByText(/within 72 hours/)).toBeTruthy();
  });

  it("thank-you: 'Thank you for applying!', in touch by e-mail within 72 hours, 'Back to Dashboard' and a back-to-website link", async () => {
    await renderPortal('/programs/apply/thank-you', [signedOutAnswers]);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for applying!' });
    expect(
      screen.getByText(/reviews your application and will be in touch by e-mail within 72 hours/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/programs/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Back to Website' }).getAttribute('href')).toMatch(
      /^https?:\/\//,
    );
  });
});
