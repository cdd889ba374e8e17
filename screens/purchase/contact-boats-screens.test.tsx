import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MY_BOAT, VALID_CONTACT } from '@/journeys/purchase/purchase.examples';
import { BoatsScreen } from './boats-screen';
import { ContactScreen } from './contact-screen';
import {
  drive,
  KEY_WEST_HOME_PORT,
  renderScreen,
  settle,
  startPurchaseActor,
  TO_BOATS,
  TO_GOLD,
  TO_LAKE,
} from '@/tests/support/purchase-test-kit';

const TO_CONTACT = [...TO_GOLD, { type: 'type.continue' } as const];

async function fillContact() {
  await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Pat');
  await userEvent.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Boater');
  await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'pat.boater@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile Phone/ }), '5165551234');
}

describe('ContactScreen', () => {
  it("shows the chart's messages for an empty submit and keeps what was typed", async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    renderScreen(ContactScreen, actor);
    expect(screen.getByRole('heading', { name: 'Contact Info' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Pat');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByText('Last Name is required.')).toBeTruthy();
    expect(screen.getByText('Street Address is required.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Pat');
    expect(screen.getByRole('textbox', { name: /Last Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('masks the mobile phone as (xxx) xxx-xxxx', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    renderScreen(ContactScreen, actor);
    const phone = screen.getByRole('textbox', { name: /Mobile Phone/ }) as HTMLInputElement;
    await userEvent.type(phone, '516555123');
    expect(phone.value).toBe('(516) 555-123');
  });

  it('requires the street to be a chosen suggestion; choosing one fills the address and the submit goes on', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    const { sent } = renderScreen(ContactScreen, actor);
    await fillContact();
    const street = screen.getByRole('combobox', { name: /Street Address/ });
    await userEvent.type(street, '951 Caroline');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(
      screen.getByText('Street Address must be a selection from the provided suggested options'),
    ).toBeTruthy();

    await userEvent.type(street, ' St');
    await userEvent.click(
      await screen.findByRole('option', { name: /951 Caroline St, Key West/ }, { timeout: 3000 }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /City/ }) as HTMLInputElement).value).toBe('Key West'),
    );
    expect((screen.getByRole('combobox', { name: /State/ }) as HTMLSelectElement).value).toBe('FL');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await settle(actor);
    expect(sent.at(-1)).toMatchObject({
      type: 'contact.submit',
      contact: { streetAddress: '951 Caroline St', postalCode: '33040', addressSource: 'suggestion' },
    });
    expect(actor.getSnapshot().matches('boats')).toBe(true);
  });

  it('chooses a suggestion with the keyboard (arrow down, Enter)', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    renderScreen(ContactScreen, actor);
    const street = screen.getByRole('combobox', { name: /Street Address/ });
    await userEvent.type(street, '951 Caroline');
    await screen.findByRole('option', { name: /951 Caroline St/ }, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    expect(street.getAttribute('aria-activedescendant')).toBe(
      within(screen.getByRole('listbox', { name: 'Suggested addresses' })).getByRole('option').id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Postal Code/ }) as HTMLInputElement).value).toBe('33040'),
    );
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it("'Change Membership Selections' in My Cart goes back to the membership options; the cart folds", async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    renderScreen(ContactScreen, actor);
    const toggle = screen.getByRole('button', { name: /My Cart/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Change Membership Selections' }));
    expect(actor.getSnapshot().matches('typeAll')).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });

  it('contact-2 takes a street typed by hand; the typed values survive the switch', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_CONTACT);
    renderScreen(ContactScreen, actor);
    await userEvent.type(screen.getByRole('textbox', { name: /First Name/ }), 'Pat');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Address Manually' }));
    expect(actor.getSnapshot().matches('contactManual')).toBe(true);
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Pat');
    expect(screen.getByRole('textbox', { name: /Street Address/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search for My Address' })).toBeTruthy();
  });

  it("opens 'Email Address Already on File' for a member's e-mail: Cancel aborts, 'Log In and Renew' leaves", async () => {
    const actor = startPurchaseActor({
      checkEmail: { contactExists: true, abandonedAccount: false },
    });
    await drive(actor, ...TO_CONTACT, { type: 'contact.submit', contact: VALID_CONTACT });
    renderScreen(ContactScreen, actor);
    const dialog = screen.getByRole('dialog', { name: 'Email Address Already on File' });
    expect(document.activeElement && dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().matches({ contact: 'editing' })).toBe(true);

    actor.send({ type: 'contact.submit', contact: VALID_CONTACT });
    await userEvent.click(await screen.findByRole('button', { name: 'Log In and Renew' }));
    expect(actor.getSnapshot().output).toEqual({ next: 'loginAndRenew' });
  });

  it('shows a failed save through the error catalogue', async () => {
    const actor = startPurchaseActor({ saveApplication: { codes: ['NO_ACCOUNT_FOUND'] } });
    await drive(actor, ...TO_CONTACT, { type: 'contact.submit', contact: VALID_CONTACT });
    renderScreen(ContactScreen, actor);
    expect(screen.getByRole('alert').textContent).toBe('catalogue text for NO_ACCOUNT_FOUND');
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      VALID_CONTACT.email,
    );
  });
});

describe('BoatsScreen', () => {
  it("shows the boat form's messages and 'Add a home port to your boat!'", async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_BOATS);
    renderScreen(BoatsScreen, actor);
    expect(screen.getByRole('heading', { name: 'Primary Boat Information' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Year/ }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByText('Year must be 4 digits')).toBeTruthy();
    expect(screen.getByText('Boat Make is required.')).toBeTruthy();
    expect(screen.getByText('Add a home port to your boat!')).toBeTruthy();
  });

  it('warns about vessels over 65 ft with the support phone', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_BOATS);
    renderScreen(BoatsScreen, actor);
    await userEvent.type(screen.getByRole('textbox', { name: /Length/ }), '70');
    expect(
      screen.getByText(
        "Service not available in all areas for vessels over 65'. Please call 1-800-555-0142 for details.",
      ),
    ).toBeTruthy();
  });

  it('toggles to the other-boat form: reason, and the boat club name for a club member', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_BOATS);
    const { sent } = renderScreen(BoatsScreen, actor);
    await userEvent.click(screen.getByRole('radio', { name: 'Other (Boat Club, Rent/Charter)' }));
    expect(sent).toContainEqual({ type: 'boat.ownership', value: 'other' });
    expect(screen.queryByRole('textbox', { name: /Year/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'Boat Club Member');
    expect(screen.getByRole('textbox', { name: /Boat Club Name/ })).toBeTruthy();
  });

  it('keeps the typed boat while the home port is set, then shows the home port summary', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_BOATS);
    const { sent } = renderScreen(BoatsScreen, actor);
    await userEvent.type(screen.getByRole('textbox', { name: /Boat Make/ }), 'Grady-White');
    await userEvent.click(screen.getByRole('button', { name: 'Set Home Port' }));
    expect(sent.at(-1)).toMatchObject({ type: 'boat.homePort', boat: { boatMake: 'Grady-White' } });
    await waitFor(() => expect(screen.getByText('Lake George Marina')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Change Home Port' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Boat Make/ }) as HTMLInputElement).value).toBe(
      'Grady-White',
    );
  });

  const toLakeCardDialog = async () => {
    const actor = startPurchaseActor({ homePort: KEY_WEST_HOME_PORT });
    await drive(
      actor,
      ...TO_LAKE,
      { type: 'type.continue' },
      { type: 'contact.submit', contact: VALID_CONTACT },
      { type: 'boat.homePort', boat: MY_BOAT },
      { type: 'boat.submit', boat: MY_BOAT },
    );
    renderScreen(BoatsScreen, actor);
    return actor;
  };

  it("opens the Lake Card dialog for a Key West home port; 'Upgrade and Continue' switches to Gold", async () => {
    const actor = await toLakeCardDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Lake Card Not Available in Your Area' });
    expect(dialog.textContent).toContain(
      'Our Lake Card membership provides service only on inland waters in the Continental United States, excluding the states of AK, FL, HI, as well as PR and VI. In order to continue please upgrade to our Gold Card membership. Have questions? Let us help. Call us at 1-800-555-0142.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade and Continue' }));
    await settle(actor);
    expect(actor.getSnapshot().context.membershipType).toBe('Gold Card');
    expect(actor.getSnapshot().matches('terms')).toBe(true);
  });

  it("goes back to the home-port wizard on Escape, its 'Change Home Port' (decision 250), still a Lake Card", async () => {
    const actor = await toLakeCardDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Lake Card Not Available in Your Area' });
    expect(within(dialog).getByRole('button', { name: 'Change Home Port' })).toBeTruthy();
    // This kit's home-port wizard answers at once: the chart passes through it back to the form.
    const passed: unknown[] = [];
    actor.subscribe((s) => passed.push(s.value));
    await userEvent.keyboard('{Escape}');
    await settle(actor);
    expect(passed).toContainEqual({ boats: 'homePort' });
    expect(actor.getSnapshot().matches({ boats: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.membershipType).toBe('Lake Card');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
