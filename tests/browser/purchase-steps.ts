// How a boater moves through the purchase pages in Chromium (shared by the purchase scenarios and the
// generated purchase journeys' driver): answers, the contact form with a chosen address suggestion, the
// boat form with the home-port wizard, the terms and the card.
import type { Page } from 'playwright-core';

export const PURCHASE_URL = '/members/join';

export type Outcome = 'Commercial Card' | 'Professional Mariner Card' | 'Gold Card' | 'Lake Card';

/** The answers of the Membership Advisor that lead to each recommendation (spec §4). */
export const ANSWERS: Record<Outcome, string[]> = {
  'Commercial Card': ['Yes', 'Single vessel'],
  'Professional Mariner Card': ['Yes', 'Multiple vessels'],
  'Gold Card': ['No', 'Salt water'],
  'Lake Card': ['No', 'Fresh water', 'No'],
};

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

export async function waitForHeading(page: Page, name: string, timeout = 15_000): Promise<void> {
  await heading(page, name).first().waitFor({ timeout });
}

export async function answer(page: Page, answers: string[]): Promise<void> {
  for (const label of answers) {
    await page.getByRole('radio', { name: label, exact: true }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
}

export interface ContactData {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  /** Typed into the street search; the first suggestion is chosen. */
  address: string;
}

export const contactFor = (email: string): ContactData => ({
  firstName: 'Pat',
  lastName: 'Newboat',
  email,
  mobilePhone: '6315550100',
  address: 'Sag Harbor',
});

export async function fillContact(page: Page, contact: ContactData): Promise<void> {
  await page.getByLabel('First Name').fill(contact.firstName);
  await page.getByLabel('Last Name').fill(contact.lastName);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Mobile Phone').fill(contact.mobilePhone);
  await page.getByRole('combobox', { name: /Street Address/ }).fill(contact.address);
  await page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first().click();
  // The chosen suggestion fills the city from the place details.
  await page.waitForFunction(() => {
    const city = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith('City'));
    const input = city?.htmlFor ? (document.getElementById(city.htmlFor) as HTMLInputElement | null) : null;
    return Boolean(input?.value);
  });
}

export async function submitContact(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
}

export interface BoatData {
  year: string;
  length: string;
  make: string;
  /** Typed into the home-port search; the first suggestion is chosen. */
  homePort: string;
}

export const SAG_HARBOR_BOAT: BoatData = {
  year: '2020',
  length: '24',
  make: 'Grady-White',
  homePort: 'Sag Harbor',
};

/** Runs the home-port wizard from the boats page back to it. */
export async function setHomePort(page: Page, search: string, type = 'Marina'): Promise<void> {
  await page.getByRole('button', { name: /^(Set|Change) Home Port$/ }).click();
  await waitForHeading(page, 'Set Home Port Location');
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('combobox').fill(search);
  await page.getByRole('option').first().click();
  await page.getByLabel('Chosen place').waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForHeading(page, 'Locate Marina');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForHeading(page, 'Primary Boat Information');
}

export async function fillBoat(page: Page, boat: BoatData): Promise<void> {
  await page.getByLabel('Year').fill(boat.year);
  await page.getByLabel('Length (ft)').fill(boat.length);
  await page.getByLabel('Boat Make').fill(boat.make);
  await setHomePort(page, boat.homePort);
}

export async function agreeToTerms(page: Page): Promise<void> {
  await waitForHeading(page, 'Terms & Conditions');
  await page.getByRole('checkbox', { name: /agree/i }).first().check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function fillCard(page: Page, number: string, expiry = '12/39', code = '123'): Promise<void> {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiration Date (MM/YY)').fill(expiry);
  await page.getByLabel('Security Code').fill(code);
}

/** From the questionnaire to the contact step, the advisor answered for `outcome`. */
export async function reachContact(
  page: Page,
  baseUrl: string,
  outcome: Outcome = 'Gold Card',
): Promise<void> {
  await page.goto(`${baseUrl}${PURCHASE_URL}`);
  await waitForHeading(page, 'Membership Advisor');
  await answer(page, ANSWERS[outcome]);
  await waitForHeading(page, 'Our Recommendation');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForHeading(page, 'Contact Info');
}

/** From the questionnaire to the payment page as a new Gold Card boater with `email`. */
export async function reachPayment(page: Page, baseUrl: string, email: string): Promise<void> {
  await reachContact(page, baseUrl);
  await fillContact(page, contactFor(email));
  await submitContact(page);
  await waitForHeading(page, 'Primary Boat Information');
  await fillBoat(page, SAG_HARBOR_BOAT);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await agreeToTerms(page);
  await waitForHeading(page, 'Payment');
}
