// Event payload variants for the participant application chart: a submit of a complete application and
// one with the business name left empty (the schema's guard both ways), and every outcome of the
// application call (the three auth0_status values, a failure).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApplicationResult, PartnerApplicationEvent } from '@/machines/partner-application.machine';
import { COMPLETE_APPLICATION } from '@/tests/fixtures/partner-application-fixtures';

const result = (auth0_status: ApplicationResult['auth0_status']): ApplicationResult => ({
  auth0_status,
  account_uuid: '001PARTNERAPPLIED',
  auth0_email: 'dana.keel@harborlight.example.com',
  link_token: auth0_status === 'AUTH0_ACCOUNT_NOT_FOUND' ? 'path-link-token' : null,
});

export function partnerApplicationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PartnerApplicationEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'application.submit', values: COMPLETE_APPLICATION },
    { type: 'application.submit', values: { ...COMPLETE_APPLICATION, businessName: '' } },
    { type: 'xstate.done.actor.submitApplication', output: result('AUTH0_ACCOUNT_FOUND') },
    { type: 'xstate.done.actor.submitApplication', output: result('AUTH0_ACCOUNT_NOT_FOUND') },
    { type: 'xstate.done.actor.submitApplication', output: result('NO_AUTH0_CHECK_PERFORMED') },
    { type: 'xstate.error.actor.submitApplication', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
