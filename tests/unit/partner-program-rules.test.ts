// Issue 27 item 12, each rule quoting its companion-spec line (decisions 240–242).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, UNKNOWN_ERROR } from '@/api/error-catalogue';
import { primaryContactOf } from '@/machines/account/primary-contact';
import { canCreateSavingsClubOffers } from '@/machines/partner/partner-rules';
import { programApplicationContact } from '@/machines/partner/program-application';

describe('the program application from an existing account (spec §3)', () => {
  // "The program application built from an existing account uses the contact's e-mail, first name, last
  // name and phone (mobile phone if phone is missing)."
  const contact = {
    firstname: 'Nina',
    lastname: 'Newport',
    email: 'nina@newportcanvas.example.com',
    phone: '(401) 555-0151',
    mobilephone: '(401) 555-0199',
  };

  it("carries the contact's e-mail, first name, last name and phone", () => {
    expect(programApplicationContact(contact)).toEqual({
      email: 'nina@newportcanvas.example.com',
      firstName: 'Nina',
      lastName: 'Newport',
      phone: '(401) 555-0151',
    });
  });

  it('takes the mobile phone when the phone is missing, and leaves the phone out when both are', () => {
    expect(programApplicationContact({ ...contact, phone: null })?.phone).toBe('(401) 555-0199');
    expect(programApplicationContact({ ...contact, phone: ' ' })?.phone).toBe('(401) 555-0199');
    expect(programApplicationContact({ ...contact, phone: null, mobilephone: null })).not.toHaveProperty(
      'phone',
    );
  });

  it('has nothing to send without a contact or without its e-mail', () => {
    expect(programApplicationContact(null)).toBeNull();
    expect(programApplicationContact({ ...contact, email: null })).toBeNull();
  });

  it("is the account's primary contact, whatever its label (decision 230)", () => {
    const owner = { sfid: 'c1', id: 1, contact_type__c: 'Business Owner', ...contact };
    const employee = { sfid: 'c2', id: 2, contact_type__c: 'Employee', ...contact, firstname: 'Eve' };
    expect(programApplicationContact(primaryContactOf([employee, owner]))?.firstName).toBe('Nina');
  });
});

describe('who creates Savings Club offers (spec §1, §4)', () => {
  // §1 "Savings Club: the partner publishes discount offers that members can browse." §4 "'Awaiting
  // Approval' and 'Awaiting Edit Approval' show the notice 'You can begin to create offers as your account
  // is awaiting approval.'"
  it('an account in the Savings Club, whatever its status, creates offers', () => {
    expect(canCreateSavingsClubOffers({ savings_club: { status: 'Approved' } })).toBe(true);
    expect(
      canCreateSavingsClubOffers({ savings_club: { active: [], awaiting_approval: [], prior: [] } }),
    ).toBe(true);
  });

  it('an account in Sea Care only (or Membership Kits only) does not', () => {
    expect(canCreateSavingsClubOffers({ savings_club: null })).toBe(false);
  });
});

describe('every ALREADY_* and program refusal the sandbox answers has its own words (spec §8 display rule)', () => {
  // The sandbox's source is the list of codes it can answer: a new ALREADY_* code without words fails here.
  const sandboxDir = join(import.meta.dirname, '../../sandbox');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
          ? [readFileSync(join(dir, entry.name), 'utf8')]
          : [],
    );
  const answered = [
    ...new Set(
      sources(sandboxDir).flatMap(
        (text) => text.match(/'[A-Z_]*(ALREADY_[A-Z_]+|NOT_IN_SAVINGS_CLUB)'/g) ?? [],
      ),
    ),
  ].map((quoted) => quoted.slice(1, -1));
  const catalogue = errorCatalogue('1-800-555-0142');

  it('finds the codes', () => {
    expect(answered).toEqual(
      expect.arrayContaining(['ALREADY_IN_PROGRAM', 'ALREADY_REQUESTED', 'NOT_IN_SAVINGS_CLUB']),
    );
  });

  it.each(answered)('%s has catalogue words, not the payment-failure text', (code) => {
    expect(catalogue[code]).toBeDefined();
    expect(catalogue[code]).not.toBe(catalogue[UNKNOWN_ERROR]);
    expect(catalogue[code]).not.toMatch(/payment/i);
  });
});
