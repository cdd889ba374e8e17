// Event payload variants for the participant application chart: the change that mends the first field the
// schema still refuses (so the path fills the form field by field), a new country (which clears the
// state), the submit, and every outcome of the application call (the three auth0_status values, a failure).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { checkForm } from '@/machines/forms/form-schema';
import { applicationSchema, type PartnerApplicationValues } from '@/machines/partner/application-form';
import type { ApplicationResult, PartnerApplicationEvent } from '@/machines/partner-application.machine';
import { mendingChange } from '@/tests/fixtures/partner-application-fixtures';

const result = (auth0_status: ApplicationResult['auth0_status']): ApplicationResult => ({
  auth0_status,
  account_uuid: '001PARTNERAPPLIED',
  auth0_email: 'dana.keel@harborlight.example.com',
});

export function partnerApplicationEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const values = snapshot.context.values as PartnerApplicationValues;
  const checked = checkForm(applicationSchema(values), values);
  const firstError = checked.ok ? null : Object.keys(checked.errors)[0];
  const mend = firstError ? mendingChange(firstError) : null;
  const events: Array<PartnerApplicationEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    ...(mend ? [{ type: 'field.change' as const, ...mend }] : []),
    { type: 'application.submit' },
    { type: 'xstate.done.actor.submitApplication', output: result('AUTH0_ACCOUNT_FOUND') },
    { type: 'xstate.done.actor.submitApplication', output: result('AUTH0_ACCOUNT_NOT_FOUND') },
    { type: 'xstate.done.actor.submitApplication', output: result('NO_AUTH0_CHECK_PERFORMED') },
    { type: 'xstate.error.actor.submitApplication', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
