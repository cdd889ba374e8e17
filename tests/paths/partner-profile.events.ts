// Event payload variants for the business profile chart: the change that mends the first field the schema
// still refuses (an empty profile is filled field by field with the application's fixture values), the
// submit, and both outcomes of the save call.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { checkForm } from '@/machines/forms/form-schema';
import {
  businessProfileOf,
  businessProfileSchema,
  type BusinessProfileChange,
  type BusinessProfileValues,
} from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, PartnerProfileInput } from '@/machines/partner-profile.machine';
import { mendingChange } from '@/tests/fixtures/partner-application-fixtures';

export const partnerProfilePathInput: PartnerProfileInput = {
  sfid: 'acc-newpartner',
  id: 2,
  values: businessProfileOf({}),
};

export function partnerProfileEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const values = snapshot.context.values as BusinessProfileValues;
  const checked = checkForm(businessProfileSchema(values), values);
  const firstError = checked.ok ? null : Object.keys(checked.errors)[0];
  const mend = firstError ? (mendingChange(firstError) as BusinessProfileChange | null) : null;
  const events: Array<PartnerProfileEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    ...(mend ? [{ type: 'field.change' as const, ...mend }] : []),
    { type: 'profile.submit' },
    { type: 'xstate.done.actor.saveProfile', output: {} },
    { type: 'xstate.error.actor.saveProfile', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
