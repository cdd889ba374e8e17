// `/members/account` as a member sees it: cards, contacts accordion, paperless toggle, address form,
// credentials by sign-in kind (spec §2, §4, §5, §6).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountAnswers, accountStore, callsTo, sessionAs } from './account-fixtures';
import { json, renderPortal } from './portal-harness';

async function openAccount(claims = {}) {
  const store = accountStore();
  const rendered = await renderPortal('/members/account', [sessionAs(claims), accountAnswers(store)]);
  await screen.findByRole('heading', { level: 1, name: 'Account Details & Preferences' });
  await screen.findByRole('heading', { name: 'Manage Contact & Communication Preferences' });
  return { ...rendered, store };
}

const contactPanel = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  const toggle = screen.getByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  return screen.getByRole('region', { name });
};

describe('Account Details & Preferences', () => {
  it('shows the cards, the back link and the read-only account holder name', async () => {
    await openAccount();
    expect(screen.getByRole('link', { name: 'Back to Membership Dashboard' })).toHaveProperty(
      'pathname',
      '/members/memberships',
    );
    for (const title of [
      'Account Holder Information',
      'Account Address',
      'Username & Password',
      'Go Paperless',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const holder = screen.getByRole('heading', { name: 'Account Holder Information' }).closest('section')!;
    expect(within(holder).getByText('Grace Hopper')).toBeTruthy();
    expect(within(holder).queryByRole('textbox')).toBeNull();
    expect(holder.textContent).toContain('1-800-555-0142');
    expect(holder.textContent).toContain('support@example.com');
    expect(screen.getByRole('link', { name: 'Add New Contact' }).getAttribute('href')).toContain(
      '/members/account/new?',
    );
  });

  it('never offers Remove for the Primary Contact; other contacts have Edit and Remove', async () => {
    const user = userEvent.setup();
    await openAccount();
    const primary = await contactPanel(user, /^Grace Hopper/);
    expect(within(primary).getByRole('button', { name: 'Edit Contact' })).toBeTruthy();
    expect(within(primary).queryByRole('button', { name: 'Remove Contact' })).toBeNull();
    const spouse = await contactPanel(user, /^Gary Hopper/);
    expect(within(spouse).getByRole('button', { name: 'Edit Contact' })).toBeTruthy();
    expect(within(spouse).getByRole('button', { name: 'Remove Contact' })).toBeTruthy();
  });

  it('removes a contact after the confirmation and flashes the result', async () => {
    const user = userEvent.setup();
    const { requests } = await openAccount();
    const spouse = await contactPanel(user, /^Gary Hopper/);
    await user.click(within(spouse).getByRole('button', { name: 'Remove Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Contact' });
    expect(dialog.textContent).toContain('Gary Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(requests, 'DELETE', '/contacts')).toHaveLength(0);

    await user.click(within(spouse).getByRole('button', { name: 'Remove Contact' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    expect(await screen.findByText('Gary Hopper was removed from your account.')).toBeTruthy();
    expect(await callsTo(requests, 'DELETE', '/contacts')[0]!.clone().json()).toEqual({
      sfid: 'con-spouse',
      id: 12,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Gary Hopper/ })).toBeNull());
  });

  it('paperless toggle sends the semicolon list with the marker, then refetches the contacts', async () => {
    const user = userEvent.setup();
    const { requests } = await openAccount();
    const toggle = screen.getByRole('switch', { name: /Paperless Renewal/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const listsBefore = callsTo(requests, 'GET', '/contacts/all/acc-grace').length;

    await user.click(toggle);
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/contacts/all/acc-grace').length).toBe(listsBefore + 1),
    );
    const [on] = callsTo(requests, 'PATCH', '/contacts');
    expect(await on!.clone().json()).toEqual({
      sfid: 'con-grace',
      id: 11,
      communication_preferences__c: 'Sea Tow News;Benefits and Offers;Paperless Renewal',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));

    await user.click(toggle);
    await waitFor(() => expect(callsTo(requests, 'PATCH', '/contacts')).toHaveLength(2));
    expect(await callsTo(requests, 'PATCH', '/contacts')[1]!.clone().json()).toMatchObject({
      communication_preferences__c: 'Sea Tow News;Benefits and Offers',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(callsTo(requests, 'GET', '/contacts/all/acc-grace').length).toBe(listsBefore + 2);
  });

  it('address form: changing the country clears the state; all fields required, shown once left; saves trimmed and closes', async () => {
    const user = userEvent.setup();
    const { requests } = await openAccount();
    expect(screen.getByText('1 Bay St, Sag Harbor, NY 11963, United States')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Address' }));
    const form = screen.getByRole('form', { name: 'Account address' });
    const state = within(form).getByRole('combobox', { name: /State/ }) as HTMLSelectElement;
    expect(state.value).toBe('NY');

    await user.selectOptions(within(form).getByRole('combobox', { name: /Country/ }), 'CA');
    expect(state.value).toBe('');
    expect(within(state).getByRole('option', { name: 'Ontario' })).toBeTruthy();
    expect(within(state).queryByRole('option', { name: 'New York' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(within(form).getByText('State is required.')).toBeTruthy();
    expect(callsTo(requests, 'PATCH', '/accounts')).toHaveLength(0);

    // The invalid field has focus; a field left empty says so at once, and correcting it clears the message.
    expect(document.activeElement).toBe(state);
    await user.selectOptions(state, 'ON');
    expect(within(form).queryByText('State is required.')).toBeNull();
    const city = within(form).getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.tab();
    expect(within(form).getByText('City is required.')).toBeTruthy();
    await user.type(city, ' Toronto ');
    expect(within(form).queryByText('City is required.')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Your account address was updated.')).toBeTruthy();
    expect(await callsTo(requests, 'PATCH', '/accounts')[0]!.clone().json()).toEqual({
      sfid: 'acc-grace',
      id: 7,
      shippingstreet: '1 Bay St',
      shippingcity: 'Toronto',
      shippingstate: 'ON',
      shippingpostalcode: '11963',
      shippingcountry: 'CA',
    });
    expect(await screen.findByText('1 Bay St, Toronto, ON 11963, Canada')).toBeTruthy();
  });

  it('offers a password change to username-and-password users', async () => {
    const user = userEvent.setup();
    await openAccount();
    const card = screen.getByRole('heading', { name: 'Username & Password' }).closest('section')!;
    expect(card.textContent).toContain('grace@example.com');
    await user.click(within(card).getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your password?' });
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(false);
  });

  it('a password change requests the ticket for the signed-in login, then signs out', async () => {
    const user = userEvent.setup();
    const { requests } = await renderPortal('/members/account', [
      sessionAs(),
      (request, url) =>
        url.pathname === '/api/auth0/createpasswordticket' && request.method === 'POST'
          ? json(201, { ticket: '/api/idp/login?password_ticket=t-1' })
          : undefined,
      accountAnswers(accountStore()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo(requests, 'GET', '/login/session/logout')).toHaveLength(1));
    expect(await callsTo(requests, 'POST', '/auth0/createpasswordticket')[0]!.clone().json()).toEqual({
      client_id: 'member-portal',
      user_id: 'idp|grace',
    });
  });

  it('a social-login user sees no password or primary e-mail editing', async () => {
    const user = userEvent.setup();
    await openAccount({ social: true });
    const card = screen.getByRole('heading', { name: 'Username & Password' }).closest('section')!;
    expect(within(card).queryByRole('button', { name: 'Change Password' })).toBeNull();
    expect(card.textContent).toContain('managed with your social login provider');

    const primary = await contactPanel(user, /^Grace Hopper/);
    await user.click(within(primary).getByRole('button', { name: 'Edit Contact' }));
    const email = within(primary).getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    await user.type(email, 'x');
    expect(email.value).toBe('grace@example.com');
  });
});
