import { describe } from 'vitest';
import { contactEditMachine } from '@/machines/contact-edit.machine';
import { contactEditEvents, contactEditPathInput } from './contact-edit.events';
import { pathTests } from './path-coverage';

describe('contact-edit chart', () => {
  pathTests({
    machine: contactEditMachine,
    events: contactEditEvents,
    input: contactEditPathInput,
    invariants: [
      {
        name: 'A changed sign-in e-mail always passes the confirmation of the e-mail change',
        into: 'contactEdit.signedOut',
        passesThrough: ['contactEdit.changingEmail'],
      },
    ],
  });
});
