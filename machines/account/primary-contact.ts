// Which contact is the account's primary contact (companion spec §6: "The Primary Contact cannot be
// removed."), whatever its label: the contact typed 'Primary Contact' (a member's, or a partner's from the
// application), else the account's first contact — a seeded partner's owner is typed 'Business Owner'
// (decision 230). The portal hides Remove Contact for it and the sandbox refuses its delete with one rule.
import { PRIMARY_CONTACT } from './contact-record';

interface ContactRef {
  sfid: string;
  id: number;
  contact_type__c: string;
}

/** The account's primary contact among all its contacts, or null for an account without any. */
export function primaryContactOf<T extends ContactRef>(contacts: readonly T[]): T | null {
  const typed = contacts.find((contact) => contact.contact_type__c === PRIMARY_CONTACT);
  if (typed) return typed;
  return contacts.reduce<T | null>(
    (first, contact) => (first && first.id < contact.id ? first : contact),
    null,
  );
}

/** Spec §6: may this contact be removed from the account whose contacts are `contacts`? */
export const isRemovableContact = (contact: ContactRef, contacts: readonly ContactRef[]): boolean =>
  primaryContactOf(contacts)?.sfid !== contact.sfid;
