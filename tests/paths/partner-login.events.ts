// Event payload variants for the login-creation chart: a submit whose password breaks the rules, one whose
// confirmation differs, one that is right, and the outcomes of create-and-link (created, an existing
// login, another failure).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PartnerLoginEvent, PartnerLoginInput } from '@/machines/partner-login.machine';

export const partnerLoginPathInput: PartnerLoginInput = {
  accountUuid: '001PARTNERAPPLIED',
  status: 'AUTH0_ACCOUNT_NOT_FOUND',
  email: 'dana.keel@harborlight.example.com',
  linkToken: 'path-link-token',
};

const submit = (password: string, passwordConfirmation: string): PartnerLoginEvent => ({
  type: 'login.submit',
  values: { password, passwordConfirmation },
});

export function partnerLoginEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PartnerLoginEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    submit('harbor', 'harbor'),
    submit('Harbor!2026', 'Harbor!2025'),
    submit('Harbor!2026', 'Harbor!2026'),
    { type: 'xstate.done.actor.createLogin', output: { auth0_status: 'AUTH0_ACCOUNT_CREATED' } },
    { type: 'xstate.error.actor.createLogin', error: { codes: ['AUTH0_ACCOUNT_FOUND'] } },
    { type: 'xstate.error.actor.createLogin', error: { codes: ['PASSWORD_COMPLEXITY_ERROR'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
