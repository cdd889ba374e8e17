// Event payload variants for the membership-picker chart: the load's answers with none, one and several
// applicable memberships and its failure, a listed and an unlisted choice.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PickerEvent, PickerInput, PickerMembership } from '@/machines/membership-picker.machine';

export const membershipPickerPathInput: PickerInput = { workflow: 'lakeToGold', accountId: 'acc-fleet' };

const membership = (sfid: string, membershipType: string): PickerMembership => ({
  sfid,
  membershipType,
  membershipNumber: `N-${sfid}`,
  expirationDate: '2027-01-01',
  trailerCareType: null,
  primaryBoat: 'Loon',
});

export function membershipPickerEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const events: Array<PickerEvent | (EventObject & { output?: unknown; error?: unknown })> = [
    // Lake-to-Gold lists Lake Cards only: a Gold Card alone is none applicable.
    { type: 'xstate.done.actor.loadMemberships', output: [membership('mem-gold', 'Gold Card')] },
    { type: 'xstate.done.actor.loadMemberships', output: [membership('mem-lake', 'Lake Card')] },
    {
      type: 'xstate.done.actor.loadMemberships',
      output: [membership('mem-lake', 'Lake Card'), membership('mem-lake-2', 'Lake Card')],
    },
    { type: 'xstate.error.actor.loadMemberships', error: { codes: ['UNKNOWN_ERROR'] } },
    { type: 'picker.retry' },
    { type: 'picker.choose', sfid: 'mem-lake-2' },
    { type: 'picker.choose', sfid: 'mem-gold' },
    { type: 'picker.backToMemberCenter' },
  ];
  return events.filter((e) => snapshot.can(e as never) || e.type.startsWith('xstate.'));
}
