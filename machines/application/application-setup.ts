// The setup the application charts share (decision 141): the new-member purchase and the renewal run the
// same guards, actions and actors (member spec §2–§5, §7–§9; decision 070), so a rule fixed here is fixed
// in both. Pure: every rule lives here, in machines/purchase/* or, for the boat step, in
// machines/boats/boat-form-context.ts (shared with the boats page); calls are actors the flow provides.
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { catalogueCodesOf } from '../billing/failure-codes';
import { cardSchema, EMPTY_CARD, forgottenCard, type CardFields } from '../forms/card-form';
import { formErrors, formInvalid } from '../forms/form-schema';
import { billingSchema, EMPTY_BILLING, type BillingAddress } from '../purchase/billing-form';
import { discountCodeSchema } from '../purchase/discount-code-form';
import type { HomePort } from '../home-port.machine';
import { homePortLogic } from '../home-port-child';
import * as boatRules from '../boats/boat-form-context';
import {
  autoRenewRequiredMessage,
  CODE_MESSAGES,
  codeProblem,
  codeRequiresAutoRenew,
  isTrialCode,
  trialTypeOf,
  type PurchaseCode,
} from '../purchase/code-rules';
import { EMPTY_BOAT } from '../purchase/boat-form';
import { contactSchema, EMPTY_CONTACT } from '../purchase/contact-form';
import {
  defaultTrailerCare,
  GOLD_CARD,
  isBusinessPurchase,
  LAKE_CARD,
  NO_ANSWERS,
  recommendType,
  trailerCareOffered,
  type AdvisorAnswers,
} from '../purchase/membership-types';
import {
  NO_ERRORS,
  type ApplicationIds,
  type CheckEmailOutput,
  type CheckoutInput,
  type CheckoutOutput,
  type ExitNext,
  type LookupCodeInput,
  type PurchaseContext,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseOutput,
  type Referrer,
  type SaveApplicationInput,
  type SaveBoatInput,
  type SaveBoatOutput,
  type StartPurchaseInput,
  type StartPurchaseOutput,
  type CodeFlowType,
} from '../purchase/purchase-types';
import type { SaveSelectionInput, StartRenewalInput, StartRenewalOutput } from '../renewal/renewal-types';

const TRIAL_MEMBERSHIP = 'Trial Membership';
import { finalDonation, purchasePricing, renewalDateOf } from '../purchase/summary';

export type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseOutput,
} from '../purchase/purchase-types';

export { EMPTY_BILLING, EMPTY_CARD };

export const PURCHASE_MESSAGES = {
  termsRequired: 'You must agree to the terms and conditions to continue.',
} as const;

/** The start found the buyer's account (its membership count): a signed-in buyer, not a visitor. */
export const signedInBuyer = (context: Pick<PurchaseContext, 'membershipCount'>): boolean =>
  context.membershipCount !== null;

/** Catalogue codes of an actor failure (`{ codes }`), or UNKNOWN_ERROR. */
export const failureCodes = catalogueCodesOf;

/** The card schema of this application's payment: the card must outlive the renewal when it renews. */
export const paymentCardSchema = (context: PurchaseContext) =>
  cardSchema({
    today: context.today,
    autoRenew: context.autoRenew,
    renewalDate: renewalDateOf(context),
    total: purchasePricing(context)?.total ?? 0,
  });

function paymentErrors(context: PurchaseContext, card: CardFields, billing: BillingAddress) {
  return { card: formErrors(paymentCardSchema(context), card), billing: formErrors(billingSchema, billing) };
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The contact form of this application (business or not; contact-2 allows a street typed by hand). */
export const purchaseContactSchema = (
  context: Pick<PurchaseContext, 'membershipType'>,
  manualAllowed: boolean,
) => contactSchema({ business: isBusinessPurchase(context.membershipType), manualAllowed });

/** Spec §4 business type for a code: Expired for an Expired membership, Renewal when renewing, else New. */
export function codeFlowType(context: PurchaseContext): CodeFlowType {
  if (!context.renewal) return 'New';
  return context.renewal.expired ? 'Expired' : 'Renewal';
}

/** Spec §4 Renewal: the choice differs from the cart saved on the application's membership record. */
const selectionChanged = (context: PurchaseContext) =>
  !!context.renewal &&
  (context.renewal.saved.membershipType !== context.membershipType ||
    context.renewal.saved.trailerCare !== context.trailerCare);

/** The §7 checkout payload's parts the chart knows. */
export function checkoutInputOf(context: PurchaseContext): CheckoutInput {
  const { contact } = context;
  const shipping = {
    street: contact.streetAddress,
    city: contact.city,
    state: contact.state,
    postalCode: contact.postalCode,
    country: contact.country,
  };
  const billing = context.billing.sameAsShipping
    ? { ...shipping, country: shipping.country || 'US' }
    : {
        street: context.billing.street,
        city: context.billing.city,
        state: context.billing.state,
        postalCode: context.billing.postalCode,
        country: context.billing.country || 'US',
      };
  const pricing = purchasePricing(context);
  return {
    application: context.application,
    renews: context.renewal ? context.renewal.expirationDate : null,
    membershipType: context.membershipType ?? '',
    trailerCare: trailerCareOffered(context.membershipType) ? context.trailerCare : 'Do not upgrade',
    autoRenew: context.autoRenew,
    card: context.card,
    billing,
    shipping: shipping.street ? shipping : null,
    donation: finalDonation(context.donation),
    total: pricing?.total ?? 0,
    code: context.code,
    referral: context.referral,
    referralId: context.referralId,
    referralCreditsUsed: pricing?.referralCreditsUsed ?? 0,
  };
}

export const NO_APPLICATION = { accountId: null, contactId: null, membershipId: null };

/** The steps' context as a purchase or a renewal starts: nothing loaded, typed, chosen or paid yet. */
export const unstartedSteps = () =>
  ({
    products: null,
    membershipCount: null,
    answers: NO_ANSWERS,
    recommendedType: null,
    resumedFor: null,
    contact: EMPTY_CONTACT,
    boat: EMPTY_BOAT,
    boatId: null,
    autoRenew: true,
    termsAgreed: false,
    referral: null,
    code: null,
    flash: [],
    donation: { preset: null, other: null },
    card: EMPTY_CARD,
    billing: EMPTY_BILLING,
    membership: null,
    exitTo: null,
    errors: NO_ERRORS,
    renewal: null,
  }) satisfies Partial<PurchaseContext>;
const emailKey = (email: string) => email.trim().toLowerCase();

export const applicationSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    output: {} as PurchaseOutput,
  },
  actors: {
    startPurchase: notProvided<StartPurchaseInput, StartPurchaseOutput>('startPurchase', 'flow'),
    checkEmail: notProvided<{ email: string }, CheckEmailOutput>('checkEmail', 'flow'),
    saveApplication: notProvided<SaveApplicationInput, ApplicationIds>('saveApplication', 'flow'),
    saveBoat: notProvided<SaveBoatInput, SaveBoatOutput>('saveBoat', 'flow'),
    lookupReferrer: notProvided<{ memberNumber: string }, Referrer>('lookupReferrer', 'flow'),
    lookupCode: notProvided<LookupCodeInput, PurchaseCode>('lookupCode', 'flow'),
    checkout: notProvided<CheckoutInput, CheckoutOutput>('checkout', 'flow'),
    homePort: homePortLogic,
    startRenewal: notProvided<StartRenewalInput, StartRenewalOutput>('startRenewal', 'flow'),
    saveSelection: notProvided<SaveSelectionInput, void>('saveSelection', 'flow'),
  },
  guards: {
    /** Spec §4 Renewal: a Trial holder whose selected type is still Trial goes to the Advisor. */
    trialStillSelected: ({ context }) =>
      context.renewal?.currentType === TRIAL_MEMBERSHIP && context.membershipType === TRIAL_MEMBERSHIP,
    /** Spec §4 Renewal: only a Lake Card holder may tick 'Upgrade to Gold Card'. */
    lakeHolder: ({ context }) => context.renewal?.currentType === LAKE_CARD,
    selectionChanged: ({ context }) => selectionChanged(context),
    /** Spec §4 Renewal: terms and payment need the membership's boat; without one the boats step comes first. */
    boatOnFile: ({ context }) => context.boatId !== null,
    anonymousVisitor: ({ context }) => context.membershipCount === null,
    hasMemberships: ({ context }) => (context.membershipCount ?? 0) > 0,
    flashShown: ({ context }) => context.flash.length > 0,
    trialPromotionActive: ({ context }) => isTrialCode(context.code),
    notTrial: ({ context }) => !isTrialCode(context.code),
    answerIsYes: ({ event }) => event.type === 'questionnaire.paidUse' && event.value,
    freshWater: ({ event }) => event.type === 'questionnaire.water' && event.value === 'fresh',
    trailerCareOfferedForType: ({ context }) => trailerCareOffered(context.membershipType),
    contactInvalid: ({ context, event }, params: { manualAllowed: boolean }) =>
      event.type === 'contact.submit' &&
      formInvalid(purchaseContactSchema(context, params.manualAllowed), event.contact),
    /** The start found the account (its membership count): no e-mail check for the visitor's own account. */
    signedIn: ({ context }) => signedInBuyer(context),
    emailBelongsToMember: (_, check: CheckEmailOutput) => check.contactExists && !check.abandonedAccount,
    abandonedApplication: (_, check: CheckEmailOutput) => check.contactExists && check.abandonedAccount,
    boatInvalid: ({ context, event }) => boatRules.submittedBoatInvalid(context, event),
    lakeCardExcludedHere: ({ context, event }) => boatRules.lakeCardExcludedFor(context, event),
    ticksAutoRenew: ({ event }) => event.type === 'terms.autoRenew' && event.value,
    termsNotAgreed: ({ event }) => event.type === 'terms.submit' && !event.termsAgreed,
    codeBlank: ({ event }) =>
      event.type === 'code.apply' && formInvalid(discountCodeSchema, { code: event.code }),
    codeAlreadyApplied: ({ context }) => context.code !== null,
    codeUnfit: ({ context }, code: PurchaseCode) =>
      codeProblem(code, context.membershipType, context.supportPhone, codeFlowType(context)) !== null,
    codeNeedsAutoRenew: ({ context }, code: PurchaseCode | null) =>
      codeRequiresAutoRenew(code) && !context.autoRenew,
    paymentInvalid: ({ context, event }) => {
      if (event.type !== 'payment.submit') return false;
      const errors = paymentErrors(context, event.card, event.billing);
      return hasErrors(errors.card) || hasErrors(errors.billing);
    },
    autoRenewRequiredFailure: (_, error: unknown) => failureCodes(error).includes('AUTO_RENEW_REQUIRED'),
  },
  actions: {
    // Leaving the payment step forgets the card and what the last payment attempt was told (a decline, a
    // second code refused, card and billing messages): back at payment, they would speak of nothing shown.
    forgetCard: assign(({ context }) => ({
      ...forgottenCard('card'),
      errors: { ...context.errors, card: {}, billing: {}, checkout: [], code: null, autoRenew: null },
    })),
    applyRenewalStart: assign(({ context }, output: StartRenewalOutput) => {
      const problem = output.code
        ? codeProblem(
            output.code,
            output.selection.membershipType,
            context.supportPhone,
            output.facts.expired ? 'Expired' : 'Renewal',
          )
        : null;
      return {
        products: output.products,
        renewal: output.facts,
        application: output.application,
        contact: output.contact,
        boat: output.boat ?? context.boat,
        boatId: output.boatId,
        membershipType: output.selection.membershipType,
        trailerCare: output.selection.trailerCare,
        code: problem ? null : output.code,
        flash: [...output.codeErrors, ...(problem?.codes ?? [])],
        errors: NO_ERRORS,
      };
    }),
    /** 'Upgrade to Gold Card' ticked gives Gold Card, unticked the Lake Card again; the prices follow. */
    toggleGold: assign({
      membershipType: ({ context, event }) =>
        event.type === 'renewal.upgradeToGold'
          ? event.value
            ? GOLD_CARD
            : LAKE_CARD
          : context.membershipType,
    }),
    keepSavedSelection: assign({
      renewal: ({ context }) =>
        context.renewal && {
          ...context.renewal,
          saved: { membershipType: context.membershipType, trailerCare: context.trailerCare },
        },
      errors: ({ context }) => ({ ...context.errors, selection: [] }),
    }),
    flagSelectionFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, selection: failureCodes(error) }),
    }),
    applyStart: assign(({ context }, output: StartPurchaseOutput) => {
      const problem = output.code ? codeProblem(output.code, null, context.supportPhone) : null;
      const code = problem ? null : output.code;
      const trialType = trialTypeOf(code);
      return {
        products: output.products,
        membershipCount: output.membershipCount,
        promotionCode: null,
        activationCode: null,
        code,
        flash: [...output.codeErrors, ...(problem?.codes ?? [])],
        trialType,
        autoRenew: trialType ? true : context.autoRenew,
        errors: NO_ERRORS,
      };
    }),
    flagStartFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, start: failureCodes(error) }),
    }),
    // 'Try Again': the failure is answered by the new attempt, not shown beside its spinner
    clearStartFailure: assign({ errors: ({ context }) => ({ ...context.errors, start: [] }) }),
    dismissFlash: assign({ flash: [] }),
    exitTo: assign({ exitTo: (_, next: ExitNext) => next }),
    recordAnswer: assign({
      answers: ({ context, event }): AdvisorAnswers => {
        switch (event.type) {
          case 'questionnaire.paidUse':
            return { ...NO_ANSWERS, paidUse: event.value };
          case 'questionnaire.vessels':
            return { ...context.answers, vessels: event.value };
          case 'questionnaire.water':
            return { ...context.answers, water: event.value, specialWaters: null };
          case 'questionnaire.specialWaters':
            return { ...context.answers, specialWaters: event.value };
          default:
            return context.answers;
        }
      },
    }),
    recommend: assign(({ context }) => {
      const recommended = recommendType(context.answers);
      return {
        recommendedType: recommended,
        membershipType: recommended,
        trailerCare: defaultTrailerCare(recommended),
        trialType: null,
      };
    }),
    selectTrialType: assign(({ context }) => ({
      membershipType: context.trialType,
      recommendedType: context.trialType,
      trailerCare: defaultTrailerCare(context.trialType),
      autoRenew: true,
    })),
    clearAnswers: assign({ answers: NO_ANSWERS }),
    pickType: assign(({ context, event }) => {
      if (event.type !== 'type.pick') return {};
      return {
        membershipType: event.membershipType,
        trailerCare: defaultTrailerCare(event.membershipType),
        trialType: event.membershipType === context.trialType ? context.trialType : null,
      };
    }),
    pickTrailerCare: assign({
      trailerCare: ({ context, event }) =>
        event.type === 'trailerCare.pick' ? event.trailerCare : context.trailerCare,
    }),
    checkCodeAgainstType: assign(({ context }) => {
      const problem = context.code
        ? codeProblem(context.code, context.membershipType, context.supportPhone, codeFlowType(context))
        : null;
      return problem ? { code: null, errors: { ...context.errors, code: problem } } : {};
    }),
    keepContact: assign({
      contact: ({ context, event }) => (event.type === 'contact.submit' ? event.contact : context.contact),
      errors: ({ context }) => ({ ...context.errors, contact: {}, contactForm: [] }),
    }),
    // The boater left the contact step after its save failed (renewal's 'Edit' on the terms): the failure
    // belonged to that step and is not shown again when they come back.
    clearContactFormFailure: assign({
      errors: ({ context }) => ({ ...context.errors, contactForm: [] }),
    }),
    flagContactErrors: assign({
      errors: ({ context, event }, params: { manualAllowed: boolean }) => ({
        ...context.errors,
        contact:
          event.type === 'contact.submit'
            ? formErrors(purchaseContactSchema(context, params.manualAllowed), event.contact)
            : {},
      }),
    }),
    // The save that follows creates the application with this e-mail, which resumes the abandoned one on
    // the server (decision 193): the check answers no ids of it.
    resumeApplication: assign({
      application: NO_APPLICATION,
      resumedFor: ({ context }) => emailKey(context.contact.email),
    }),
    // The boater changed the e-mail after an abandoned application was resumed: that application stays
    // its owner's, and this e-mail gets an application of its own.
    leaveOthersApplication: assign(({ context }) =>
      context.resumedFor !== null && context.resumedFor !== emailKey(context.contact.email)
        ? { application: NO_APPLICATION, resumedFor: null }
        : {},
    ),
    setApplication: assign({ application: (_, ids: ApplicationIds) => ids }),
    flagContactFormFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, contactForm: failureCodes(error) }),
    }),
    setOwnership: assign(({ context, event }) => boatRules.withOwnership(context, event)),
    keepBoat: assign(({ context, event }) => boatRules.withTypedBoat(context, event)),
    flagBoatErrors: assign(({ context, event }) => boatRules.withBoatErrors(context, event)),
    mergeHomePort: assign(({ context }, homePort: HomePort) => boatRules.withHomePort(context, homePort)),
    upgradeToGold: assign({ membershipType: GOLD_CARD }),
    setBoatId: assign({ boatId: (_, output: SaveBoatOutput) => output.boatId }),
    flagBoatFormFailed: assign(({ context }, error: unknown) => boatRules.withSaveFailure(context, error)),
    enrolAutoRenew: assign({ autoRenew: true }),
    optOutAutoRenew: assign(({ context }) => ({
      autoRenew: false,
      code: codeRequiresAutoRenew(context.code) ? null : context.code,
    })),
    clearTrialSelection: assign({
      code: null,
      trialType: null,
      membershipType: null,
      recommendedType: null,
      trailerCare: defaultTrailerCare(null),
      answers: NO_ANSWERS,
      autoRenew: false,
    }),
    setReferral: assign({
      referral: (_, referrer: Referrer) => referrer,
      errors: ({ context }) => ({ ...context.errors, referral: [] }),
      lookupDrafts: ({ context }) => ({ ...context.lookupDrafts, memberNumber: '' }),
    }),
    keepMemberNumberDraft: assign({
      lookupDrafts: ({ context, event }) => ({
        ...context.lookupDrafts,
        memberNumber: event.type === 'referral.lookup' ? event.memberNumber : '',
      }),
    }),
    keepCodeDraft: assign({
      lookupDrafts: ({ context, event }) => ({
        ...context.lookupDrafts,
        code: event.type === 'code.apply' ? event.code : '',
      }),
    }),
    flagReferralFailed: assign({
      referral: null,
      errors: ({ context }, error: unknown) => ({ ...context.errors, referral: failureCodes(error) }),
    }),
    clearReferral: assign({ referral: null }),
    flagTermsRequired: assign({
      termsAgreed: false,
      errors: ({ context }) => ({ ...context.errors, terms: PURCHASE_MESSAGES.termsRequired }),
    }),
    agreeTerms: assign({
      termsAgreed: true,
      errors: ({ context }) => ({ ...context.errors, terms: null }),
    }),
    pickDonation: assign({
      donation: ({ context, event }) =>
        event.type === 'donation.pick'
          ? { preset: event.amount, other: event.other ?? null }
          : context.donation,
    }),
    flagOnlyOneCode: assign({
      errors: ({ context }) => ({ ...context.errors, code: { codes: [], message: CODE_MESSAGES.onlyOne } }),
    }),
    clearCodeError: assign({ errors: ({ context }) => ({ ...context.errors, code: null }) }),
    applyCode: assign({
      code: (_, code: PurchaseCode) => code,
      errors: ({ context }) => ({ ...context.errors, code: null }),
      lookupDrafts: ({ context }) => ({ ...context.lookupDrafts, code: '' }),
    }),
    flagCodeUnfit: assign({
      errors: ({ context }, code: PurchaseCode) => ({
        ...context.errors,
        code: codeProblem(code, context.membershipType, context.supportPhone, codeFlowType(context)),
      }),
    }),
    flagCodeLookupFailed: assign({
      errors: ({ context }, error: unknown) => ({
        ...context.errors,
        code: { codes: failureCodes(error), message: null },
      }),
    }),
    flagAutoRenewRequired: assign({
      errors: ({ context }) => ({
        ...context.errors,
        autoRenew: context.code
          ? autoRenewRequiredMessage(context.code)
          : CODE_MESSAGES.discountNeedsAutoRenew,
      }),
    }),
    clearAutoRenewRequired: assign({ errors: ({ context }) => ({ ...context.errors, autoRenew: null }) }),
    removeCode: assign({ code: null, errors: ({ context }) => ({ ...context.errors, code: null }) }),
    keepPayment: assign(({ context, event }) =>
      event.type === 'payment.submit'
        ? {
            card: event.card,
            // Spec §5: billing fields are cleared when the billing address is the shipping address.
            billing: event.billing.sameAsShipping ? EMPTY_BILLING : event.billing,
            errors: { ...context.errors, ...paymentErrors(context, event.card, event.billing), checkout: [] },
          }
        : {},
    ),
    recordMembership: assign({
      membership: (_, output: CheckoutOutput) => output,
      card: EMPTY_CARD,
    }),
    flagCheckoutFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, checkout: failureCodes(error) }),
    }),
  },
});
