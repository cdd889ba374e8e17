// The states both upgrade charts share (decision 180): the start (the membership, its account and the
// price lists), the payment (the purchase's card and billing checks, one idempotent charge) and the
// thank-you. Each chart places them under its own id and names the step Back from payment goes to.
import { type ErrorActorEvent } from 'xstate';
import { payUpgradeInputOf, upgradeSetup } from './upgrade-setup';

export function upgradeSteps({ id, selection }: { id: string; selection: string }) {
  return {
    start: upgradeSetup.createStateConfig({
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'startUpgrade',
            src: 'startUpgrade',
            input: ({ context }) => ({ sfid: context.sfid, accountId: context.accountId }),
            onDone: {
              target: `#${id}.routing`,
              actions: { type: 'applyStart', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'flagStartFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
        failed: { on: { 'start.retry': { target: 'loading' } } },
      },
    }),
    payment: upgradeSetup.createStateConfig({
      exit: 'forgetCard',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'payment.submit': [
              { guard: 'paymentInvalid', actions: 'keepPayment' },
              { target: 'submitting', actions: 'keepPayment' },
            ],
            'step.back': { target: `#${id}.${selection}` },
          },
        },
        submitting: {
          // A second payment.submit here has no transition: a double click charges once.
          tags: ['submitting'],
          invoke: {
            id: 'payUpgrade',
            src: 'payUpgrade',
            input: ({ context }) => payUpgradeInputOf(context),
            onDone: {
              target: `#${id}.confirmation`,
              actions: { type: 'recordReceipt', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'flagPaymentFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    }),
    confirmation: upgradeSetup.createStateConfig({
      // Spec §4: 'Return to Member Center' refreshes the memberships and goes to the portal root.
      on: { 'upgrade.done': { target: `#${id}.exit` } },
    }),
    exit: upgradeSetup.createStateConfig({ type: 'final' }),
  };
}
