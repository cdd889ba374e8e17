// Add Contact and Edit Contact through the real contact-edit chart: every §5 message on screen, what a
// save sends, the refetch, the return to the back link, and the primary e-mail change with its
// confirmation and forced sign-out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@/machines/account/contact-form';
import { accountAnswers, accountStore, callsTo, sessionAs } from './account-fixtures';
import { renderPortal } from './portal-harness';

const NEW_CONTACT =
  '/members/account/new?back=%2Fmembers%2Faccount&account_id=acc-grace&account_type=Customer+-+Retail&country=US&member_contact=true';

async function openEditor(user: ReturnType<typeof userEvent.setup>, name: RegExp, claims = {}) {
  const store = accountStore();
  const rendered = await renderPortal('/members/account', [sessionAs(claims), accountAnswers(store)]);
  const toggle = await screen.findByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  const panel = screen.getByRole('region', { name });
  await user.click(within(panel).getByRole('button', { name: 'Edit Contact' }));
  const form = await within(panel).findByRole('form');
  return { ...rendered, store, form };
}

describe('Add Contact', () => {
  it('shows the §5 messages, masks phones, then saves, refetches and returns to the back link', async () => {
    const user = userEvent.setup();
    const { requests, portal } = await renderPortal(NEW_CONTACT, [
      sessionAs(),
      accountAnswers(accountStore()),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Add Contact' });
    expect(screen.getByRole('link', { name: 'Back to Account Details & Preferences' })).toHaveProperty(
      'pathname',
      '/members/account',
    );
    const form = screen.getByRole('form', { name: 'Add Contact' });
    // A required field left empty says so without a submit.
    await user.click(within(form).getByRole('textbox', { name: /First Name/ }));
    await user.tab();
    expect(within(form).getByText(CONTACT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(within(form).queryByText(CONTACT_MESSAGES.lastNameRequired)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /SMS Opt-In/ }));
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(within(form).getByText(CONTACT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(within(form).getByText(CONTACT_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(within(form).getByText('Relationship must be specified')).toBeTruthy();
    expect(
      within(form).getByText('SMS Opt-In cannot be checked without providing a Mobile Phone number'),
    ).toBeTruthy();
    expect(callsTo(requests, 'POST', '/contacts')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /First Name/ }), 'Ada');
    expect(within(form).queryByText(CONTACT_MESSAGES.firstNameRequired)).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Last Name/ }), 'Hopper');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Relationship/ }), 'Child');
    const mobile = within(form).getByRole('textbox', { name: /Mobile Phone/ }) as HTMLInputElement;
    await user.type(mobile, '516a5551234');
    expect(mobile.value).toBe('(516) 555-1234');
    expect(within(form).queryByText(CONTACT_MESSAGES.smsOptInNeedsMobile)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: "Local Captain's Corner" }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mobile Push Notifications' }));
    const listsBefore = callsTo(requests, 'GET', '/contacts/all/acc-grace').length;
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));

    await screen.findByRole('heading', { level: 1, name: 'Account Details & Preferences' });
    expect(portal.router.state.location.pathname).toBe('/members/account');
    expect(await screen.findByText('The contact was added to your account.')).toBeTruthy();
    expect(await callsTo(requests, 'POST', '/contacts')[0]!.clone().json()).toEqual({
      accountid: 'acc-grace',
      firstname: 'Ada',
      lastname: 'Hopper',
      email: null,
      homephone: null,
      mobilephone: '(516) 555-1234',
      contact_type__c: 'Child',
      communication_preferences__c: "Local Captain's Corner;SMS Opt-In",
      sms_opt_in__c: true,
      mobile_push_notification_opt_in__c: true,
    });
    expect(callsTo(requests, 'GET', '/contacts/all/acc-grace').length).toBeGreaterThan(listsBefore);
    expect(await screen.findByRole('button', { name: /^Ada Hopper/ })).toBeTruthy();
  });

  it('Cancel returns to the back link without saving', async () => {
    const user = userEvent.setup();
    const { requests, portal } = await renderPortal(NEW_CONTACT, [
      sessionAs(),
      accountAnswers(accountStore()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/members/account'));
    expect(callsTo(requests, 'POST', '/contacts')).toHaveLength(0);
  });
});

describe('Edit Contact', () => {
  it("shows the primary contact's e-mail and phone messages verbatim", async () => {
    const user = userEvent.setup();
    const { form, requests } = await openEditor(user, /^Grace Hopper/);
    expect(within(form).queryByRole('combobox', { name: /Relationship/ })).toBeNull();
    await user.clear(within(form).getByRole('textbox', { name: /Email/ }));
    await user.clear(within(form).getByRole('textbox', { name: /Mobile Phone/ }));
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(within(form).getByText('Email must be specified for the primary contact')).toBeTruthy();
    expect(
      within(form).getAllByText('either Home Phone or Mobile Phone must be specfied for the primary contact'),
    ).toHaveLength(2);
    expect(
      within(form).getByText('SMS Opt-In cannot be checked without providing a Mobile Phone number'),
    ).toBeTruthy();
    expect(callsTo(requests, 'PATCH', '/contacts')).toHaveLength(0);
  });

  it('sends only what changed, refetches and closes with a flash', async () => {
    const user = userEvent.setup();
    const { form, requests } = await openEditor(user, /^Gary Hopper/);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Relationship/ }), 'Boat Co-owner');
    await user.click(within(form).getByRole('checkbox', { name: 'Sea Tow News' }));
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    expect(await screen.findByText('The contact was saved.')).toBeTruthy();
    expect(await callsTo(requests, 'PATCH', '/contacts')[0]!.clone().json()).toEqual({
      sfid: 'con-spouse',
      id: 12,
      contact_type__c: 'Boat Co-owner',
      communication_preferences__c: 'Sea Tow News',
    });
    expect(await screen.findByRole('button', { name: /^Gary Hopper.*Boat Co-owner/ })).toBeTruthy();
  });

  it('shows a refused save through the form-errors sentence and keeps what was typed', async () => {
    const user = userEvent.setup();
    const store = accountStore();
    await renderPortal('/members/account', [
      sessionAs(),
      (request, url) =>
        url.pathname === '/api/contacts' && request.method === 'PATCH'
          ? new Response(JSON.stringify({ message: 'bad', codes: ['VALIDATION_FAILED'] }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
      accountAnswers(store),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Gary Hopper/ }));
    await user.click(screen.getByRole('button', { name: 'Edit Contact' }));
    const first = screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement;
    await user.clear(first);
    await user.type(first, 'Gareth');
    await user.click(screen.getByRole('button', { name: 'Save Contact' }));
    expect(
      await screen.findByText('Please review the information provided and correct all form errors'),
    ).toBeTruthy();
    expect(first.value).toBe('Gareth');
  });

  it('a changed primary e-mail asks first, then re-associates the login and signs out', async () => {
    const user = userEvent.setup();
    const { form, requests } = await openEditor(user, /^Grace Hopper/);
    const email = within(form).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'grace.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change your sign-in email?' });
    expect(dialog.textContent).toContain('grace.new@example.com');
    // Only the e-mail changed: nothing else is saved before the confirmation.
    expect(callsTo(requests, 'PATCH', '/contacts')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((email as HTMLInputElement).value).toBe('grace@example.com');

    await user.clear(email);
    await user.type(email, 'grace.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save Contact' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(callsTo(requests, 'GET', '/login/session/logout')).toHaveLength(1));
    const reassociations = requests.filter(
      (r) =>
        r.method === 'POST' &&
        decodeURIComponent(new URL(r.url).pathname).startsWith('/api/auth0reassociation/'),
    );
    expect(reassociations.map((r) => decodeURIComponent(new URL(r.url).pathname))).toEqual([
      '/api/auth0reassociation/grace.new@example.com/GC200001',
    ]);
    expect(callsTo(requests, 'PATCH', '/contacts')).toHaveLength(0);
  });
});
