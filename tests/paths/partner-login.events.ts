// Event payload variants for the login-creation chart: a password
// that breaks the rules, one that meets them, a confirmation that differs and one that matches, the
// submit, and both outcomes of create-and-link.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PartnerLoginEvent, PartnerLoginInput } from '@/machines/partner-login.machine';

export const partnerLoginPathInput: PartnerLoginInput = {
  accountUuid: '001PARTNERAPPLIED',
  status: 'AUTH0_ACCOUNT_NOT_FOUND',
  email: 'dana.keel@harborlight.example.com',
};

export function partnerLoginEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PartnerLoginEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'login.change', field: 'password', value: 'harbor' },
    { type: 'login.change', field: 'password', value: 'Harbor!2026' },
    { type: 'login.change', field: 'passwordConfirmation', value: 'Harbor!2026' },
    { type: 'login.submit' },
    { type: 'xstate.done.actor.createLogin', output: { auth0_status: 'AUTH0_ACCOUNT_CREATED' } },
    { type: 'xstate.error.actor.createLogin', error: { codes: ['AUTH0_ACCOUNT_FOUND'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
