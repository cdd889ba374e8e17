// The setup the two upgrade charts share (decision 180): one set of guards, actions and actor slots, the
// way the purchase and the renewal share theirs (decision 141). The payment checks the purchase's card and
// billing schemas; prices are the shared pricing module's. Pure: calls are actors the flow provides.
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { catalogueCodesOf } from '../billing/failure-codes';
import { cardSchema, EMPTY_CARD, forgottenCard, type CardFields } from '../forms/card-form';
import { formErrors } from '../forms/form-schema';
import { billingSchema, EMPTY_BILLING, type BillingAddress } from '../purchase/billing-form';
import { TRAILER_CARE_MESSAGES } from './trailer-care-levels';
import {
  chargeOf,
  currentLevel,
  takesLakeToGoldNow,
  takesTrailerCareNow,
  upgradeTotal,
} from './upgrade-offer';
import {
  NO_UPGRADE_ERRORS,
  type PayUpgradeInput,
  type UpgradeContext,
  type UpgradeEvent,
  type UpgradeInput,
  type UpgradeKind,
  type UpgradeOutput,
  type UpgradeReceipt,
  type UpgradeStart,
} from './upgrade-types';

/** The purchase's card schema for this charge (no automatic renewal here: the card need not outlive it). */
export const upgradeCardSchema = (context: UpgradeContext) =>
  cardSchema({ today: context.today, autoRenew: false, total: upgradeTotal(context) ?? 0 });

function paymentErrors(context: UpgradeContext, card: CardFields, billing: BillingAddress) {
  return { card: formErrors(upgradeCardSchema(context), card), billing: formErrors(billingSchema, billing) };
}

/** A new run of a chart: nothing loaded, nothing chosen. */
export function initialUpgradeContext(kind: UpgradeKind, input: UpgradeInput): UpgradeContext {
  return {
    kind,
    sfid: input.sfid,
    accountId: input.accountId,
    today: input.today,
    start: null,
    level: null,
    card: EMPTY_CARD,
    billing: EMPTY_BILLING,
    errors: NO_UPGRADE_ERRORS,
    receipt: null,
  };
}

/** The charge's payload parts the chart knows; only reached once the card and billing passed. */
export function payUpgradeInputOf(context: UpgradeContext): PayUpgradeInput {
  const charge = chargeOf(context);
  if (!charge || !context.start) throw new Error('An upgrade is paid only once it is chosen and loaded.');
  return {
    charge,
    membershipExternalId: context.start.membership.externalId,
    card: context.card,
    billing: context.billing,
    accountAddress: context.start.address,
    total: upgradeTotal(context) ?? 0,
  };
}

export const upgradeSetup = setup({
  types: {
    context: {} as UpgradeContext,
    events: {} as UpgradeEvent,
    input: {} as UpgradeInput,
    output: {} as UpgradeOutput,
  },
  actors: {
    startUpgrade: notProvided<{ sfid: string; accountId: string | null }, UpgradeStart>(
      'startUpgrade',
      'flow',
    ),
    payUpgrade: notProvided<PayUpgradeInput, UpgradeReceipt>('payUpgrade', 'flow'),
  },
  guards: {
    /** The 'Please select a trailer care upgrade option' flash is up (its close button dismisses it). */
    selectionFlashShown: ({ context }) => context.errors.selection !== null,
    /** Spec §2: only a Lake Card membership (in force) can enter the Lake-to-Gold upgrade. */
    notLakeToGoldCandidate: ({ context }) => !takesLakeToGoldNow(context),
    /** Spec §4: a membership at the Plus level has nothing left to add. */
    hasTrailerCarePlus: ({ context }) => currentLevel(context) === 'Trailer Care Plus',
    /** Spec §4–§6: only Gold and Lake Cards in force, and not on a monthly or subsidized account. */
    trailerCareUnavailable: ({ context }) => !takesTrailerCareNow(context),
    /** Spec §4: Continue needs a chosen level that differs from the current one. */
    noNewLevelChosen: ({ context }) => chargeOf(context) === null,
    paymentInvalid: ({ context, event }) => {
      if (event.type !== 'payment.submit') return false;
      const errors = paymentErrors(context, event.card, event.billing);
      return Object.keys(errors.card).length > 0 || Object.keys(errors.billing).length > 0;
    },
  },
  actions: {
    forgetCard: assign(forgottenCard('card')),
    applyStart: assign((_, start: UpgradeStart) => ({
      start,
      // Without an address on file there is nothing to bill to but the one typed.
      billing: start.address ? EMPTY_BILLING : { ...EMPTY_BILLING, sameAsShipping: false },
      errors: NO_UPGRADE_ERRORS,
    })),
    flagStartFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, start: catalogueCodesOf(error) }),
    }),
    pickLevel: assign(({ context, event }) =>
      event.type === 'trailerCare.pick'
        ? { level: event.level, errors: { ...context.errors, selection: null } }
        : {},
    ),
    flagChooseOption: assign({
      errors: ({ context }) => ({ ...context.errors, selection: TRAILER_CARE_MESSAGES.chooseOption }),
    }),
    clearSelectionFlash: assign({ errors: ({ context }) => ({ ...context.errors, selection: null }) }),
    keepPayment: assign(({ context, event }) =>
      event.type === 'payment.submit'
        ? {
            card: event.card,
            // Spec §5: billing fields are cleared when the billing address is the account's.
            billing: event.billing.sameAsShipping ? EMPTY_BILLING : event.billing,
            errors: { ...context.errors, ...paymentErrors(context, event.card, event.billing), payment: [] },
          }
        : {},
    ),
    // The card is never kept after an attempt: a refused card is typed again, an accepted one is gone.
    recordReceipt: assign({ receipt: (_, receipt: UpgradeReceipt) => receipt, card: EMPTY_CARD }),
    flagPaymentFailed: assign({
      card: EMPTY_CARD,
      errors: ({ context }, error: unknown) => ({ ...context.errors, payment: catalogueCodesOf(error) }),
    }),
  },
});
