// Event payload variants for the contact-edit chart: one per guard outcome and per invoke outcome.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { GOLD_PRIMARY_CONTACT } from '@/tests/fixtures/contact-fixtures';
import type { ContactValues } from '@/machines/account/contact-form';
import type { ContactEditContext, ContactEditEvent, ContactEditInput } from '@/machines/contact-edit.machine';

export function contactEditEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const values = (snapshot.context as ContactEditContext).values;
  const submit = (change: Partial<ContactValues>): ContactEditEvent => ({
    type: 'contact.submit',
    values: { ...values, ...change },
  });
  const events: Array<ContactEditEvent | (EventObject & { output: unknown })> = [
    // A field left empty, nothing changed, the e-mail alone, the e-mail and more, another field alone.
    submit({ firstName: '' }),
    submit({}),
    submit({ email: 'grace.new@example.com' }),
    submit({ lastName: 'Seagrave', email: 'grace.new@example.com' }),
    submit({ lastName: 'Seagrave' }),
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
