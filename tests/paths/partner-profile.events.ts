// Event payload variants for the business profile chart: a submit the
// schema refuses (an empty profile) and one it accepts (a complete one), and both outcomes of the save.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PartnerProfileEvent, PartnerProfileInput } from '@/machines/partner-profile.machine';
import { COMPLETE_PROFILE, EMPTY_PROFILE } from '@/tests/fixtures/partner-profile-fixtures';

export const partnerProfilePathInput: PartnerProfileInput = {
  sfid: 'acc-newpartner',
  id: 2,
  values: EMPTY_PROFILE,
};

export function partnerProfileEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PartnerProfileEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    { type: 'profile.submit', values: EMPTY_PROFILE },
    { type: 'profile.submit', values: COMPLETE_PROFILE },
    { type: 'xstate.done.actor.saveProfile', output: {} },
    { type: 'xstate.error.actor.saveProfile', error: { codes: ['VALIDATION_FAILED'] } },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
