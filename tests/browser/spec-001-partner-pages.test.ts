// Companion spec §2.3 and §2.4 words the other browser suites do not read (docs/spec-coverage.md): the
// dashboard's 'Quick Links' and 'View All Account Information', the offers list's 'Savings Club Information'
// aside and 'Featured' banner, and a member's offer detail listing 'Additional Offers from "{business}"'.
// Read-only on the shared portal: one sign-in per persona, client navigation between the partner's pages.
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../support/browser';
import { openAs } from '../support/sign-in-as';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('spec 001 §2.3, §2.4: partner and offer pages', () => {
  it("partner@: the program menu and help, 'Quick Links', 'View All Account Information', 'Savings Club Information' and 'Featured'", async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'partner@example.com', '/programs/dashboard');
    // "Program menu: Dashboard, Savings Club Offers, Account Details & Preferences."
    const menu = page.getByRole('navigation', { name: 'Programs' });
    await menu.getByRole('link', { name: 'Account Details & Preferences' }).waitFor();
    await page.getByRole('complementary', { name: 'Help' }).getByRole('link').last().waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Savings Club Offers',
      'Account Details & Preferences',
    ]);
    // "Help links: visit the marketing site, and video guides on using the portal, setting up the profile and
    // updating the password. There are extra guides on creating, editing and removing a Savings Club offer."
    const help = (
      await page.getByRole('complementary', { name: 'Help' }).getByRole('link').allTextContents()
    ).join(' | ');
    for (const guide of [
      'Visit Sea Tow',
      'Using the programs portal',
      'Setting up your profile',
      'Updating your password',
      'Creating a Savings Club offer',
      'Editing a Savings Club offer',
      'Removing a Savings Club offer',
    ])
      expect(help).toContain(guide);
    // "A 'Quick Links' card (default header 'Quick Links')."
    await page.getByRole('heading', { level: 2, name: 'Quick Links', exact: true }).waitFor();
    // "An optional link 'View All Account Information'."
    await page.getByRole('link', { name: 'View All Account Information' }).click();
    await page.waitForURL(`${baseUrl}/programs/account`);

    await page.goto(`${baseUrl}/programs/savings-club-offers`);
    // "An aside 'Savings Club Information' with links."
    const aside = page.getByRole('complementary', { name: 'Savings Club Information' });
    await aside.waitFor();
    expect(await aside.getByRole('link').count()).toBeGreaterThan(0);
    // "Offer cards show the category plus title, a 'Featured' banner, the description and the online promotional URL."
    const featured = page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Featured' });
    expect(await featured.count()).toBe(1);
    expect(await featured.innerText()).toContain('Electronics & Navigation');
    expect(await featured.innerText()).toContain('15% off chartplotters and VHF radios');
  });

  it('gold@: an offer detail lists the other offers of its business', async () => {
    const { page } = browser;
    await openAs(page, baseUrl, 'gold@example.com', '/members/savings_club/offers?offer_id=offer-partner-1');
    // "A list 'Additional Offers from "{business}"'."
    const more = page.getByRole('heading', {
      level: 2,
      name: 'Additional Offers from "Harborside Marine Supply"',
    });
    await more.waitFor();
    expect(
      await page
        .getByRole('complementary', { name: 'Business' })
        .getByRole('heading', { name: 'Harborside Marine Supply' })
        .count(),
    ).toBe(1);
  });
});
