import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPROVED_CARD, ARB25, SAVE20, TRIAL30 } from '@/journeys/purchase/purchase.examples';
import { ConfirmationScreen } from './confirmation-screen';
import { PaymentScreen } from './payment-screen';
import {
  drive,
  renderScreen,
  settle,
  startPurchaseActor,
  TO_PAYMENT,
  TO_TERMS,
} from '@/tests/support/purchase-test-kit';
import { TermsScreen } from './terms-screen';

async function typeCard(card = APPROVED_CARD) {
  await userEvent.type(screen.getByRole('textbox', { name: /Card Number/ }), card.cardNumber);
  await userEvent.type(
    screen.getByRole('textbox', { name: /Expiration Date/ }),
    card.cardExpirationDate.replace('/', ''),
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Security Code/ }), card.securityCode);
}

describe('TermsScreen', () => {
  it('requires the agreement with the spec message, then goes on to payment', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_TERMS);
    const { sent } = renderScreen(TermsScreen, actor);
    expect(screen.getByRole('heading', { name: 'Terms & Conditions' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('You must agree to the terms and conditions to continue.')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /Membership Agreement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent.at(-1)).toEqual({ type: 'terms.submit', termsAgreed: true });
    expect(actor.getSnapshot().matches('payment')).toBe(true);
  });

  it('unticking automatic renewal asks first; Cancel re-ticks it, confirming turns it off', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_TERMS);
    renderScreen(TermsScreen, actor);
    const autoRenew = screen.getByRole('checkbox', { name: /Automatic renewal/ }) as HTMLInputElement;
    expect(autoRenew.checked).toBe(true);
    await userEvent.click(autoRenew);
    const dialog = screen.getByRole('dialog', { name: 'Turn Off Automatic Renewal?' });
    expect(autoRenew.checked).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(autoRenew.checked).toBe(true);
    await userEvent.click(autoRenew);
    await userEvent.keyboard('{Escape}');
    expect(autoRenew.checked).toBe(true);
    await userEvent.click(autoRenew);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Turn Off' }));
    expect(autoRenew.checked).toBe(false);
    expect(actor.getSnapshot().context.autoRenew).toBe(false);
  });

  it("looks the referrer up by member number and shows the referrer's name", async () => {
    const actor = startPurchaseActor({
      referrer: { memberNumber: 'GC100001', name: 'Gold Member', accountId: 'a9' },
    });
    await drive(actor, ...TO_TERMS);
    const { sent } = renderScreen(TermsScreen, actor);
    const lookUp = screen.getByRole('button', { name: 'Look Up' }) as HTMLButtonElement;
    expect(lookUp.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Referring member number' }), 'GC100001');
    await userEvent.click(lookUp);
    expect(sent.at(-1)).toEqual({ type: 'referral.lookup', memberNumber: 'GC100001' });
    expect((await screen.findByText('Gold Member')).closest('p')?.textContent).toContain('GC100001');
  });

  it('says so when no member has the number', async () => {
    const actor = startPurchaseActor({ referrer: null });
    await drive(actor, ...TO_TERMS, { type: 'referral.lookup', memberNumber: 'XX1' });
    renderScreen(TermsScreen, actor);
    expect(screen.getByText(/could not find a member with that member number/)).toBeTruthy();
  });

  it('hides the referral entry for a trial', async () => {
    const actor = startPurchaseActor({ startCode: TRIAL30 });
    await drive(actor, { type: 'type.continue' }, ...TO_TERMS.slice(3));
    expect(actor.getSnapshot().matches('terms')).toBe(true);
    renderScreen(TermsScreen, actor);
    expect(screen.queryByRole('group', { name: 'Were you referred by a member?' })).toBeNull();
  });
});

describe('PaymentScreen', () => {
  it("is titled 'Payment' with the donation choices, the code form and a card form with autocomplete", async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    const donation = screen.getByRole('group', { name: /donation/ });
    expect(
      within(donation)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['$0', '$1', '$5', '$10', '$20', '$50', 'Other']);
    expect(
      within(donation)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.getByRole('textbox', { name: /Card Number/ }).getAttribute('autocomplete')).toBe(
      'cc-number',
    );
    expect(screen.getByRole('textbox', { name: /Expiration Date/ }).getAttribute('autocomplete')).toBe(
      'cc-exp',
    );
    expect(screen.getByRole('textbox', { name: /Security Code/ }).getAttribute('autocomplete')).toBe(
      'cc-csc',
    );
  });

  it('adds a donation to the cart total (the chart computes it)', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    await userEvent.click(screen.getByRole('radio', { name: '$20' }));
    expect(actor.getSnapshot().context.donation).toEqual({ preset: 20, other: null });
    const cart = screen.getByRole('complementary', { name: 'Cart summary' });
    expect(within(cart).getByText('Donation').nextElementSibling?.textContent).toBe('$20.00');
    // Gold Card 179 + Trailer Care Plus 29.95 + donation 20
    expect(within(cart).getByText('Total').nextElementSibling?.textContent).toBe('$228.95');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Other amount' }), '7.5');
    expect(actor.getSnapshot().context.donation).toEqual({ preset: null, other: 7.5 });
  });

  it('keeps Apply disabled while the code field is pristine, applies one code and refuses a second', async () => {
    const actor = startPurchaseActor({ lookupCode: SAVE20 });
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount Code' }), 'SAVE20');
    await userEvent.click(apply);
    await waitFor(() => expect(screen.getByText('SAVE20')).toBeTruthy());
    expect(screen.getByRole('complementary', { name: 'Cart summary' }).textContent).toContain('-$20.00');
    // The field starts afresh once a code is applied.
    const field = screen.getByRole('textbox', { name: 'Discount Code' }) as HTMLInputElement;
    expect(field.value).toBe('');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(field, 'TAKE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Only one discount code can be applied');
  });

  it('shows a failed code look-up through the error catalogue', async () => {
    const actor = startPurchaseActor({ lookupCode: { codes: ['INACTIVE_PROMO'] } });
    await drive(actor, ...TO_PAYMENT, { type: 'code.apply', code: 'OLDPROMO' });
    renderScreen(PaymentScreen, actor);
    expect(screen.getByRole('alert').textContent).toBe('catalogue text for INACTIVE_PROMO');
  });

  it("shows the chart's card messages and keeps the typed card", async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    await typeCard({ cardNumber: '4111', cardExpirationDate: '01/20', securityCode: '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Membership' }));
    expect(screen.getByText('Card Number must be at least 13 digits.')).toBeTruthy();
    expect(screen.getByText('The credit card has expired. Please enter a valid credit card.')).toBeTruthy();
    expect(screen.getByText('Security Code must be 3 to 4 digits.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Card Number/ }) as HTMLInputElement).value).toBe('4111');
    // A message goes as soon as its field is changed; the others stay until the next submit.
    await userEvent.type(screen.getByRole('textbox', { name: /Card Number/ }), '111111111111');
    expect(screen.queryByText('Card Number must be at least 13 digits.')).toBeNull();
    expect(screen.getByText('Security Code must be 3 to 4 digits.')).toBeTruthy();
  });

  it('asks for the billing address when it differs from the contact address', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    await userEvent.click(screen.getByRole('checkbox', { name: /same as my contact address/ }));
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Membership' }));
    expect(screen.getByText('Billing Street Address is required.')).toBeTruthy();
  });

  it("is busy while submitting ('Confirm Membership' cannot be pressed twice)", async () => {
    const actor = startPurchaseActor({ checkout: 'hang' });
    await drive(actor, ...TO_PAYMENT);
    const { sent } = renderScreen(PaymentScreen, actor);
    await typeCard();
    const confirm = screen.getByRole('button', { name: 'Confirm Membership' }) as HTMLButtonElement;
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(sent.filter((e) => e.type === 'payment.submit')).toHaveLength(1);
  });

  it('shows checkout errors through the error catalogue and keeps the form', async () => {
    const actor = startPurchaseActor({ checkout: { codes: ['PAYMENT_DECLINED'] } });
    await drive(actor, ...TO_PAYMENT);
    renderScreen(PaymentScreen, actor);
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Membership' }));
    await settle(actor);
    expect((await screen.findByRole('alert')).textContent).toBe('catalogue text for PAYMENT_DECLINED');
    expect((screen.getByRole('textbox', { name: /Security Code/ }) as HTMLInputElement).value).toBe('123');
  });

  it('opens the auto-renew-required modal for a code that needs automatic renewal; Close returns', async () => {
    const actor = startPurchaseActor({ lookupCode: ARB25 });
    await drive(
      actor,
      ...TO_TERMS,
      { type: 'terms.autoRenew', value: false },
      { type: 'terms.confirmOptOut' },
      { type: 'terms.submit', termsAgreed: true },
      { type: 'code.apply', code: 'ARB25' },
    );
    renderScreen(PaymentScreen, actor);
    const dialog = screen.getByRole('dialog', { name: 'Discount Code requires auto renewal' });
    expect(dialog.textContent).toContain(
      'The promotional code applied requires automatic renewal. Please check automatic renewal or remove the promotional code to continue.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    // Paying again with the code and no automatic renewal reopens it; Escape closes it too.
    await typeCard();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Membership' }));
    expect(screen.getByRole('dialog', { name: 'Discount Code requires auto renewal' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is titled 'Credit Card Information' with a trial", async () => {
    const actor = startPurchaseActor({ startCode: TRIAL30 });
    await drive(actor, { type: 'type.continue' }, ...TO_PAYMENT.slice(3));
    renderScreen(PaymentScreen, actor);
    expect(screen.getByRole('heading', { name: 'Credit Card Information' })).toBeTruthy();
  });
});

describe('ConfirmationScreen', () => {
  it('welcomes the member, says what happens next and starts the sign-up login', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_PAYMENT, {
      type: 'payment.submit',
      card: APPROVED_CARD,
      billing: { sameAsShipping: true, street: '', city: '', state: '', postalCode: '', country: 'US' },
    });
    renderScreen(ConfirmationScreen, actor);
    expect(screen.getByRole('heading', { name: 'Welcome to Sea Tow!' })).toBeTruthy();
    expect(screen.getByText(/confirmation email has been sent/)).toBeTruthy();
    expect(screen.getByText(/active within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/by mail in 3-4 weeks/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create Your Online Account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Register & Log In' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'signUpLogin' });
  });

  // Spec §2 new-member confirmation: "account-creation prompts 'Create Your Online Account' / 'Register & Log
  // In' and 'Manage Your Online Account' / 'Go to My Account'" — the second for a buyer already signed in.
  it('offers a signed-in buyer their account, not a sign-up', async () => {
    const actor = startPurchaseActor({ membershipCount: 0 });
    await drive(actor, { type: 'noMembership.continue' }, ...TO_PAYMENT, {
      type: 'payment.submit',
      card: APPROVED_CARD,
      billing: { sameAsShipping: true, street: '', city: '', state: '', postalCode: '', country: 'US' },
    });
    renderScreen(ConfirmationScreen, actor);
    expect(screen.getByRole('heading', { name: 'Manage Your Online Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register & Log In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to My Account' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'memberCenter' });
  });
});
