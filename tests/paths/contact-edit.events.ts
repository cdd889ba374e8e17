// Event payload variants for the contact-edit chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { GOLD_PRIMARY_CONTACT } from '@/tests/fixtures/contact-fixtures';
import type { ContactEditEvent, ContactEditInput } from '@/machines/contact-edit.machine';

export function contactEditEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<ContactEditEvent | (EventObject & { output: unknown })> = [
    { type: 'contact.change', values: { firstName: '' } },
    { type: 'contact.change', values: { firstName: 'Grace' } },
    { type: 'contact.change', values: { lastName: 'Seagrave' } },
    { type: 'contact.change', values: { email: 'grace.new@example.com' } },
    { type: 'contact.submit' },
    { type: 'contact.cancel' },
    {
      type: 'xstate.done.actor.saveContact',
      output: { ...GOLD_PRIMARY_CONTACT, lastname: 'Seagrave' },
    },
    { type: 'xstate.done.actor.refetchContacts', output: undefined },
    { type: 'xstate.done.actor.emailChange', output: { changed: false } },
    { type: 'xstate.done.actor.emailChange', output: { changed: true, email: 'grace.new@example.com' } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}

/** Editing gold's Primary Contact as a username-and-password user with a membership. */
export const contactEditPathInput: ContactEditInput = {
  accountId: 'acc-gold',
  contact: GOLD_PRIMARY_CONTACT,
  memberContact: true,
  social: false,
  memberNumber: 'GC100001',
};
