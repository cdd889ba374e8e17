// The membership pickers (member spec §2 'select-your-membership'; decision 140): one chart, three
// workflows — renewal (every membership), the Lake-to-Gold upgrade (Lake Cards) and the trailer-care
// upgrade (Gold and Lake Cards below Plus). The memberships load; none applicable opens the non-closable
// 'No applicable memberships available for {workflow}' dialog; one goes straight on to its flow with the
// reset-cart flag; several show the list to pick from. The workflow is input; the page of each picker URL
// runs the chart. Pure: the memberships come from an actor.
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from './not-provided';
import {
  applicableMemberships,
  type PickerMembership,
  type PickerWorkflow,
} from './membership-picker/picker-rules';

export type { PickerMembership, PickerWorkflow } from './membership-picker/picker-rules';

export interface PickerInput {
  workflow: PickerWorkflow;
  accountId: string | null;
}

export type PickerOutput =
  | { next: 'memberCenter' }
  | { next: 'membership'; workflow: PickerWorkflow; sfid: string; resetCart: boolean };

export interface PickerContext extends PickerInput {
  /** The applicable memberships, once loaded. */
  memberships: PickerMembership[] | null;
  chosen: { sfid: string; resetCart: boolean } | null;
  failureCodes: string[] | null;
}

export type PickerEvent =
  { type: 'picker.choose'; sfid: string } | { type: 'picker.backToMemberCenter' } | { type: 'picker.retry' };

const codesOf = (error: unknown): string[] => {
  const codes = (error as { codes?: unknown } | null)?.codes;
  return Array.isArray(codes) && codes.length > 0 ? (codes as string[]) : ['UNKNOWN_ERROR'];
};

const pickerSetup = setup({
  types: {
    context: {} as PickerContext,
    events: {} as PickerEvent,
    input: {} as PickerInput,
    output: {} as PickerOutput,
  },
  actors: {
    loadMemberships: notProvided<{ accountId: string | null }, PickerMembership[]>('loadMemberships', 'flow'),
  },
  guards: {
    noneApplicable: ({ context }) => (context.memberships ?? []).length === 0,
    oneApplicable: ({ context }) => context.memberships?.length === 1,
    listed: ({ context, event }) =>
      event.type === 'picker.choose' && (context.memberships ?? []).some((m) => m.sfid === event.sfid),
  },
  actions: {
    keepApplicable: assign({
      memberships: ({ context }, all: PickerMembership[]) => applicableMemberships(context.workflow, all),
      failureCodes: null,
    }),
    flagLoadFailed: assign({ failureCodes: (_, error: unknown) => codesOf(error) }),
    // Spec §2: one membership skips the list and sets the reset-cart flag.
    takeTheOnlyOne: assign({
      chosen: ({ context }) => ({ sfid: context.memberships?.[0]?.sfid ?? '', resetCart: true }),
    }),
    choose: assign({
      chosen: ({ event }) => ({ sfid: event.type === 'picker.choose' ? event.sfid : '', resetCart: true }),
    }),
  },
});

export const membershipPickerMachine = pickerSetup.createMachine({
  id: 'membershipPicker',
  context: ({ input }) => ({
    workflow: input.workflow,
    accountId: input.accountId,
    memberships: null,
    chosen: null,
    failureCodes: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadMemberships',
        src: 'loadMemberships',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'routing',
          actions: { type: 'keepApplicable', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'flagLoadFailed',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    failed: { on: { 'picker.retry': { target: 'loading' } } },
    routing: {
      description: 'Counting the memberships that can be renewed',
      always: [
        { guard: 'noneApplicable', target: 'none' },
        { guard: 'oneApplicable', target: 'exit', actions: 'takeTheOnlyOne' },
        { target: 'choosing' },
      ],
    },
    none: {
      // Spec §2: non-closable; the only way is back to the Member Center.
      tags: ['dialog'],
      on: { 'picker.backToMemberCenter': { target: 'exit' } },
    },
    choosing: {
      description: 'Choosing the membership to renew',
      on: {
        'picker.choose': { guard: 'listed', target: 'exit', actions: 'choose' },
        'picker.backToMemberCenter': { target: 'exit' },
      },
    },
    exit: { type: 'final' },
  },
  output: ({ context }): PickerOutput =>
    context.chosen
      ? { next: 'membership', workflow: context.workflow, ...context.chosen }
      : { next: 'memberCenter' },
});
