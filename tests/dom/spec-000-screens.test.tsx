// Member spec rules that live in a screen and that the other component suites did not yet check
// (docs/spec-coverage.md, decision 245): each renders the real screen on its real chart.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { contactEditMachine, type ContactEditInput } from '@/machines/contact-edit.machine';
import { LOCATE_MARINA_ZOOM } from '@/machines/home-port.machine';
import { ContactForm } from '@/screens/account/contact-form';
import { BOAT_DETAILS_ZOOM } from '@/screens/boats/boat-map';
import { AddressSearchProvider } from '@/screens/purchase/address-search';
import { CONTACT_ADDRESS_DEBOUNCE_MS, useAddressSuggestions } from '@/screens/purchase/address-suggestions';
import { BoatsScreen } from '@/screens/purchase/boats-screen';
import { dashboardAnswers, membership, TODAY } from './dashboard-fixtures';
import { renderPortal } from './portal-harness';
import { drive, renderScreen, startPurchaseActor, TO_BOATS } from '@/tests/support/purchase-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

describe('spec 000 §4 Boat submit', () => {
  it('"choosing Boat Club Member reveals boat club name; changing the reason clears it"', async () => {
    const actor = startPurchaseActor();
    await drive(actor, ...TO_BOATS);
    renderScreen(BoatsScreen, actor);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Other (Boat Club, Rent/Charter)' }));
    const reason = screen.getByRole('combobox', { name: /Reason/ });
    await user.selectOptions(reason, 'Boat Club Member');
    await user.type(screen.getByRole('textbox', { name: /Boat Club Name/ }), 'Sag Harbor Yacht Club');
    await user.selectOptions(reason, 'Rent/Charter');
    expect(screen.queryByRole('textbox', { name: /Boat Club Name/ })).toBeNull();
    await user.selectOptions(reason, 'Boat Club Member');
    expect((screen.getByRole('textbox', { name: /Boat Club Name/ }) as HTMLInputElement).value).toBe('');
  });
});

describe('spec 000 §7 address lookups', () => {
  it('address debounce: the contact step looks addresses up 100 ms after the typing stops', async () => {
    vi.useFakeTimers();
    const searched: string[] = [];
    const search = {
      suggest: async (text: string) => {
        searched.push(text);
        return [];
      },
      details: async () => {
        throw new Error('not asked');
      },
    };
    function Probe({ text }: { text: string }) {
      return <p>{useAddressSuggestions(text, true).status}</p>;
    }
    const view = render(
      <AddressSearchProvider value={search}>
        <Probe text="12 Ba" />
      </AddressSearchProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(60));
    view.rerender(
      <AddressSearchProvider value={search}>
        <Probe text="12 Bay St" />
      </AddressSearchProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_ADDRESS_DEBOUNCE_MS - 1));
    expect(searched).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searched).toEqual(['12 Bay St']);
    expect(CONTACT_ADDRESS_DEBOUNCE_MS).toBe(100);
  });
});

describe('spec 000 §6 contact preferences', () => {
  const renderContactForm = (input: ContactEditInput) => {
    const actor = createActor(contactEditMachine, { input }).start();
    render(<ContactForm snapshot={actor.getSnapshot()} send={() => undefined} label="Add Contact" />);
  };

  it('member contacts have e-mail, SMS and push preferences and a relationship; partner contacts a role and no preferences', () => {
    renderContactForm({ accountId: 'acc-grace', memberContact: true });
    expect(screen.getByRole('group', { name: 'Communication Preferences' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sea Tow News' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /SMS Opt-In/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Mobile Push Notifications' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Relationship/ })).toBeTruthy();
    cleanup();

    renderContactForm({ accountId: 'acc-partner', memberContact: false });
    expect(screen.queryByRole('group', { name: 'Communication Preferences' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /SMS Opt-In/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Mobile Push Notifications' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Role/ })).toBeTruthy();
  });
});

describe('spec 000 §9 constants', () => {
  it('map zoom 11 (boat details) and 13 (locate marina)', () => {
    expect(BOAT_DETAILS_ZOOM).toBe(11);
    expect(LOCATE_MARINA_ZOOM).toBe(13);
  });
});

describe('spec 000 §4 membership status', () => {
  it("\"A member with no status is 'New Member'\": on the membership's card", async () => {
    await renderPortal('/members/memberships', dashboardAnswers([membership({ membership_status__c: '' })]), {
      today: TODAY,
    });
    await screen.findByRole('heading', { level: 1, name: 'My Membership(s)' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Gold Card' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('New Member')).toBeTruthy();
  });
});
