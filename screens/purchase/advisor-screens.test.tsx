import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRIAL30 } from '@/journeys/purchase/purchase.examples';
import { PurchaseRootScreen } from './purchase-root-screen';
import { QuestionnaireScreen } from './questionnaire-screen';
import { TypeAllScreen } from './type-all-screen';
import { TypeSelectedScreen } from './type-selected-screen';
import {
  drive,
  renderScreen,
  settle,
  startPurchaseActor,
  TO_GOLD,
  TO_LAKE,
} from '@/tests/support/purchase-test-kit';

describe('PurchaseRootScreen', () => {
  it('shows a spinner while the memberships are checked', () => {
    const actor = startPurchaseActor({ input: { signedIn: true, accountId: 'a1' }, membershipCount: 0 });
    renderScreen(PurchaseRootScreen, actor);
    expect(screen.getByRole('status').textContent).toContain('Checking your memberships');
  });

  it("shows 'No Membership Found' with Cancel (sign out) and Continue for a signed-in boater with none", async () => {
    const actor = startPurchaseActor({ input: { signedIn: true, accountId: 'a1' }, membershipCount: 0 });
    await settle(actor);
    const { sent } = renderScreen(PurchaseRootScreen, actor);
    expect(screen.getByRole('heading', { name: 'No Membership Found' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Become a Member' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent).toEqual([{ type: 'noMembership.continue' }]);
    expect(actor.getSnapshot().matches('questionnaire')).toBe(true);
  });

  it("Cancel on 'No Membership Found' leaves to sign out", async () => {
    const actor = startPurchaseActor({ input: { signedIn: true, accountId: 'a1' }, membershipCount: 0 });
    await settle(actor);
    renderScreen(PurchaseRootScreen, actor);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'signOut' });
  });

  it("shows 'Existing Member' with Cancel and 'Renew Membership' for a member", async () => {
    const actor = startPurchaseActor({ input: { signedIn: true, accountId: 'a1' }, membershipCount: 2 });
    await settle(actor);
    renderScreen(PurchaseRootScreen, actor);
    expect(screen.getByRole('heading', { name: 'Existing Member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Membership' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'renewalPicker' });
  });
});

describe('PurchaseRootScreen when the start fails', () => {
  it("shows the catalogue text and 'Try Again' starts over", async () => {
    const actor = startPurchaseActor({ startFails: { codes: ['AUTHNET_NULL_RESPONSE'] } });
    await settle(actor);
    const { sent } = renderScreen(PurchaseRootScreen, actor);
    expect(screen.getByRole('alert').textContent).toBe('catalogue text for AUTHNET_NULL_RESPONSE');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(sent).toEqual([{ type: 'start.retry' }]);
  });
});

describe('QuestionnaireScreen', () => {
  it('shows a query code that failed at the start once, until dismissed', async () => {
    const actor = startPurchaseActor({ startCodeErrors: ['INACTIVE_PROMO'] });
    await settle(actor);
    renderScreen(QuestionnaireScreen, actor);
    expect(screen.getByRole('alert').textContent).toContain('catalogue text for INACTIVE_PROMO');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(actor.getSnapshot().context.flash).toEqual([]);
  });

  it('asks one question at a time as a radio group; Continue sends the answer', async () => {
    const actor = startPurchaseActor();
    await settle(actor);
    const { sent } = renderScreen(QuestionnaireScreen, actor);
    const first = screen.getByRole('group', { name: /charters, rent, paid use or paid operation/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await userEvent.click(within(first).getByRole('radio', { name: 'No' }));
    await userEvent.click(next);
    expect(sent).toEqual([{ type: 'questionnaire.paidUse', value: false }]);
    expect(screen.getByRole('group', { name: 'What type of water do you boat on?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Fresh water' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: /FL, AK, HI, PR or VI/ })).toBeTruthy();
  });

  it('Back returns to the previous question with its answer kept', async () => {
    const actor = startPurchaseActor();
    await drive(actor, { type: 'questionnaire.paidUse', value: true });
    renderScreen(QuestionnaireScreen, actor);
    expect(screen.getByRole('group', { name: /single vessel or multiple vessels/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers no Back on the first question', async () => {
    const actor = startPurchaseActor();
    await settle(actor);
    renderScreen(QuestionnaireScreen, actor);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('TypeSelectedScreen', () => {
  it('recommends the Gold Card with its price, Trailer Care Plus chosen, and a link to choose differently', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_GOLD);
    const { sent } = renderScreen(TypeSelectedScreen, actor);
    expect(screen.getByRole('heading', { name: 'Our Recommendation' })).toBeTruthy();
    expect(document.querySelector('img.purchase__art')).not.toBeNull();
    expect(document.querySelector('img[data-art="trial"]')).toBeNull();
    expect(screen.getByText('Gold Card', { selector: '.purchase-recommendation__type' })).toBeTruthy();
    expect(screen.getByText('$179.00 per year')).toBeTruthy();
    expect(screen.getByText('about $15 a month')).toBeTruthy();
    const plus = screen.getByRole('radio', { name: 'Trailer Care Plus' }) as HTMLInputElement;
    expect(plus.checked).toBe(true);
    // The price describes the choice; the name is the product alone.
    expect(document.getElementById(plus.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '$29.95 per year',
    );
    await userEvent.click(screen.getByRole('radio', { name: /No Trailer Care/ }));
    expect(sent).toContainEqual({ type: 'trailerCare.pick', trailerCare: 'Do not upgrade' });
    await userEvent.click(screen.getByRole('button', { name: 'Sea Tow Membership Options' }));
    expect(actor.getSnapshot().matches('typeAll')).toBe(true);
  });

  it('shows My Cart with the chart prices and the Change Membership Selections link is not offered before contact', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_LAKE);
    renderScreen(TypeSelectedScreen, actor);
    const cart = screen.getByRole('complementary', { name: 'Cart summary' });
    expect(within(cart).getByText('Lake Card')).toBeTruthy();
    expect(within(cart).getByText('$119.00')).toBeTruthy();
    expect(within(cart).getByText('Up to $600 per incident')).toBeTruthy();
    expect(within(cart).getAllByText('$148.95').length).toBeGreaterThan(0);
    expect(screen.getByText('about $10 a month')).toBeTruthy();
  });

  it("is titled 'Activate Trial' with a trial promotion and hides the way to choose differently", async () => {
    const actor = startPurchaseActor({ startCode: TRIAL30 });
    await settle(actor);
    expect(actor.getSnapshot().matches('typeSelected')).toBe(true);
    renderScreen(TypeSelectedScreen, actor);
    expect(screen.getByRole('heading', { name: 'Activate Trial' })).toBeTruthy();
    expect(screen.getByText(/free 30-day Trial Membership/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sea Tow Membership Options' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Membership Selections' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Cart summary' }).textContent).toContain('30-day trial');
    expect(document.querySelector('img[data-art="trial"]')).not.toBeNull();
  });
});

describe('TypeAllScreen', () => {
  it('groups the types by boat use and sends the pick', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_GOLD, { type: 'type.showAll' });
    const { sent } = renderScreen(TypeAllScreen, actor);
    expect(screen.getByRole('heading', { name: 'Sea Tow Membership Options' })).toBeTruthy();
    const use = screen.getByRole('group', { name: 'How do you primarily boat?' });
    const types = screen.getByRole('group', {
      name: 'What membership makes the most sense for you? (select one)',
    });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Gold Card', 'Lake Card']);
    await userEvent.click(within(use).getByRole('radio', { name: 'Commercial' }));
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Commercial Card', 'Professional Mariner Card']);
    await userEvent.click(within(types).getByRole('radio', { name: /Professional Mariner Card/ }));
    expect(sent).toContainEqual({ type: 'type.pick', membershipType: 'Professional Mariner Card' });
    // Trailer care is offered for Gold and Lake only.
    expect(screen.queryByRole('group', { name: /Trailer Care/ })).toBeNull();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(actor.getSnapshot().matches('contact')).toBe(true);
  });
});
