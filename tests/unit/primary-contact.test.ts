// Companion spec §6: "The Primary Contact cannot be removed." — the account's primary contact, whatever its
// label: the one typed 'Primary Contact', else the account's first contact (a seeded partner's 'Business
// Owner'). One rule for the portal's Remove Contact and the sandbox's DELETE /contacts.
import { describe, expect, it } from 'vitest';
import { isRemovableContact, primaryContactOf } from '@/machines/account/primary-contact';

const contact = (sfid: string, id: number, contact_type__c: string) => ({ sfid, id, contact_type__c });

describe('the Primary Contact cannot be removed (companion spec §6)', () => {
  it("protects a partner's owner labelled 'Business Owner' once another contact is added", () => {
    const owner = contact('con-partner', 4, 'Business Owner');
    const office = contact('003-office', 9, 'Office Manager');
    const contacts = [office, owner];
    expect(primaryContactOf(contacts)).toBe(owner);
    expect(isRemovableContact(owner, contacts)).toBe(false);
    expect(isRemovableContact(office, contacts)).toBe(true);
  });

  it("protects the contact typed 'Primary Contact', even when it is not the first", () => {
    const spouse = contact('con-gold-spouse', 1, 'Spouse Partner');
    const primary = contact('con-gold', 2, 'Primary Contact');
    expect(isRemovableContact(primary, [spouse, primary])).toBe(false);
    expect(isRemovableContact(spouse, [spouse, primary])).toBe(true);
  });

  it("protects an account's only contact, and names no primary for an account without contacts", () => {
    const owner = contact('con-temp-partner', 6, 'Business Owner');
    expect(isRemovableContact(owner, [owner])).toBe(false);
    expect(primaryContactOf([])).toBeNull();
  });
});
