// The new-member purchase journey (member spec §2–§5, §7–§9; decision 070): membership check, Membership
// Advisor, contact, primary boat with the home-port child wizard, terms, payment and confirmation.
// Pure: every rule lives here or in machines/purchase/*; calls are actors the flow provides; today is input.
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { cardSchema, EMPTY_CARD, type CardFields } from './forms/card-form';
import { formErrors, formInvalid, formOutput } from './forms/form-schema';
import { billingSchema, EMPTY_BILLING, type BillingAddress } from './purchase/billing-form';
import { isLakeCardExcludedState } from './forms/regions';
import { homePortMachine, type HomePort } from './home-port.machine';
import { discountCodeSchema } from './purchase/discount-code-form';
import { boatSchema, EMPTY_BOAT, type PurchaseBoat } from './purchase/boat-form';
import {
  autoRenewRequiredMessage,
  CODE_MESSAGES,
  codeProblem,
  codeRequiresAutoRenew,
  isTrialCode,
  trialTypeOf,
  type PurchaseCode,
} from './purchase/code-rules';
import { contactSchema, EMPTY_CONTACT } from './purchase/contact-form';
import {
  defaultTrailerCare,
  GOLD_CARD,
  isBusinessPurchase,
  LAKE_CARD,
  NO_ANSWERS,
  recommendType,
  trailerCareOffered,
  type AdvisorAnswers,
} from './purchase/membership-types';
import {
  NO_ERRORS,
  type ActorFailure,
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
} from './purchase/purchase-types';
import { finalDonation, purchasePricing, renewalDateOf } from './purchase/summary';

export type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  PurchaseOutput,
} from './purchase/purchase-types';

export { EMPTY_CARD };
export { EMPTY_BILLING };

export const PURCHASE_MESSAGES = {
  termsRequired: 'You must agree to the terms and conditions to continue.',
} as const;

function notProvided<TInput, TOutput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The flow must provide the '${name}' actor.`)),
  );
}

/** Catalogue codes of an actor failure (`{ codes }`), or UNKNOWN_ERROR. */
export function failureCodes(error: unknown): string[] {
  const codes = (error as Partial<ActorFailure> | null)?.codes;
  return Array.isArray(codes) && codes.length > 0 ? codes : ['UNKNOWN_ERROR'];
}

function paymentErrors(context: PurchaseContext, card: CardFields, billing: BillingAddress) {
  return {
    card: formErrors(
      cardSchema({
        today: context.today,
        autoRenew: context.autoRenew,
        renewalDate: renewalDateOf(context),
        total: purchasePricing(context)?.total ?? 0,
      }),
      card,
    ),
    billing: formErrors(billingSchema, billing),
  };
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The contact form of this purchase (business or not; contact-2 allows a street typed by hand). */
export const purchaseContactSchema = (
  context: Pick<PurchaseContext, 'membershipType'>,
  manualAllowed: boolean,
) => contactSchema({ business: isBusinessPurchase(context.membershipType), manualAllowed });

/** The form's fields with the home port the wizard gave (kept in context). */
function boatOf(context: PurchaseContext, event: PurchaseEvent): PurchaseBoat | null {
  return event.type === 'boat.submit' || event.type === 'boat.homePort'
    ? { ...event.boat, homePort: context.boat.homePort }
    : null;
}

/** The §7 checkout payload's parts the chart knows. */
export function checkoutInputOf(context: PurchaseContext): CheckoutInput {
  const billing = context.billing.sameAsShipping
    ? {
        street: context.contact.streetAddress,
        city: context.contact.city,
        state: context.contact.state,
        postalCode: context.contact.postalCode,
        country: context.contact.country || 'US',
      }
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
    membershipType: context.membershipType ?? '',
    trailerCare: trailerCareOffered(context.membershipType) ? context.trailerCare : 'Do not upgrade',
    autoRenew: context.autoRenew,
    card: context.card,
    billing,
    donation: finalDonation(context.donation),
    total: pricing?.total ?? 0,
    code: context.code,
    referral: context.referral,
    referralId: context.referralId,
    referralCreditsUsed: pricing?.referralCreditsUsed ?? 0,
  };
}

const NO_APPLICATION = { accountId: null, contactId: null, membershipId: null };
const emailKey = (email: string) => email.trim().toLowerCase();

const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    output: {} as PurchaseOutput,
  },
  actors: {
    startPurchase: notProvided<StartPurchaseInput, StartPurchaseOutput>('startPurchase'),
    checkEmail: notProvided<{ email: string }, CheckEmailOutput>('checkEmail'),
    saveApplication: notProvided<SaveApplicationInput, CheckEmailOutput['application']>('saveApplication'),
    saveBoat: notProvided<SaveBoatInput, SaveBoatOutput>('saveBoat'),
    lookupReferrer: notProvided<{ memberNumber: string }, Referrer>('lookupReferrer'),
    lookupCode: notProvided<LookupCodeInput, PurchaseCode>('lookupCode'),
    checkout: notProvided<CheckoutInput, CheckoutOutput>('checkout'),
    homePort: homePortMachine,
  },
  guards: {
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
    signedIn: ({ context }) => context.membershipCount !== null,
    emailBelongsToMember: (_, check: CheckEmailOutput) => check.contactExists && !check.abandonedAccount,
    abandonedApplication: (_, check: CheckEmailOutput) => check.contactExists && check.abandonedAccount,
    boatInvalid: ({ context, event }) => {
      const boat = boatOf(context, event);
      return !!boat && formInvalid(boatSchema(context.today), boat);
    },
    lakeCardExcludedHere: ({ context, event }) =>
      context.membershipType === LAKE_CARD &&
      isLakeCardExcludedState(boatOf(context, event)?.homePort?.state),
    ticksAutoRenew: ({ event }) => event.type === 'terms.autoRenew' && event.value,
    termsNotAgreed: ({ event }) => event.type === 'terms.submit' && !event.termsAgreed,
    codeBlank: ({ event }) =>
      event.type === 'code.apply' && formInvalid(discountCodeSchema, { code: event.code }),
    codeAlreadyApplied: ({ context }) => context.code !== null,
    codeUnfit: ({ context }, code: PurchaseCode) =>
      codeProblem(code, context.membershipType, context.supportPhone) !== null,
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
        ? codeProblem(context.code, context.membershipType, context.supportPhone)
        : null;
      return problem ? { code: null, errors: { ...context.errors, code: problem } } : {};
    }),
    keepContact: assign({
      contact: ({ context, event }) => (event.type === 'contact.submit' ? event.contact : context.contact),
      errors: ({ context }) => ({ ...context.errors, contact: {}, contactForm: [] }),
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
    resumeApplication: assign({
      application: ({ context }, check: CheckEmailOutput) => ({
        accountId: check.application.accountId ?? context.application.accountId,
        contactId: check.application.contactId ?? context.application.contactId,
        membershipId: check.application.membershipId ?? context.application.membershipId,
      }),
      resumedFor: ({ context }) => emailKey(context.contact.email),
    }),
    // The boater changed the e-mail after an abandoned application was resumed: that application stays
    // its owner's, and this e-mail gets an application of its own.
    leaveOthersApplication: assign(({ context }) =>
      context.resumedFor !== null && context.resumedFor !== emailKey(context.contact.email)
        ? { application: NO_APPLICATION, resumedFor: null }
        : {},
    ),
    setApplication: assign({ application: (_, ids: CheckEmailOutput['application']) => ids }),
    flagContactFormFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, contactForm: failureCodes(error) }),
    }),
    setOwnership: assign({
      boat: ({ context, event }) =>
        event.type === 'boat.ownership' ? { ...context.boat, ownership: event.value } : context.boat,
      errors: ({ context }) => ({ ...context.errors, boat: {} }),
    }),
    keepBoat: assign({
      boat: ({ context, event }) => boatOf(context, event) ?? context.boat,
      errors: ({ context }) => ({ ...context.errors, boat: {}, boatForm: [] }),
    }),
    flagBoatErrors: assign({
      errors: ({ context, event }) => ({
        ...context.errors,
        boat: formErrors(boatSchema(context.today), boatOf(context, event) ?? context.boat),
      }),
    }),
    mergeHomePort: assign({
      boat: ({ context }, homePort: HomePort) => ({ ...context.boat, homePort }),
      errors: ({ context }) => ({ ...context.errors, boat: { ...context.errors.boat, homePort: undefined } }),
    }),
    upgradeToGold: assign({ membershipType: GOLD_CARD }),
    setBoatId: assign({ boatId: (_, output: SaveBoatOutput) => output.boatId }),
    flagBoatFormFailed: assign({
      errors: ({ context }, error: unknown) => ({ ...context.errors, boatForm: failureCodes(error) }),
    }),
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
    }),
    flagCodeUnfit: assign({
      errors: ({ context }, code: PurchaseCode) => ({
        ...context.errors,
        code: codeProblem(code, context.membershipType, context.supportPhone),
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

/** Spec §4 e-mail check: a member's e-mail opens the dialog, an abandoned application is resumed. The same on contact and contact-2. */
const contactCheckingEmail = purchaseSetup.createStateConfig({
  tags: ['submitting'],
  invoke: {
    id: 'checkEmail',
    src: 'checkEmail',
    input: ({ context }) => ({ email: context.contact.email.trim() }),
    onDone: [
      {
        guard: { type: 'emailBelongsToMember', params: ({ event }) => event.output },
        target: 'emailOnFile',
      },
      {
        guard: { type: 'abandonedApplication', params: ({ event }) => event.output },
        target: 'saving',
        actions: { type: 'resumeApplication', params: ({ event }) => event.output },
      },
      { target: 'saving', actions: 'leaveOthersApplication' },
    ],
    onError: {
      target: 'editing',
      actions: {
        type: 'flagContactFormFailed',
        params: ({ event }: { event: ErrorActorEvent }) => event.error,
      },
    },
  },
});

/** 'Email Address Already on File': Log In and Renew leaves, Cancel aborts the submit. The same on contact and contact-2. */
const contactEmailOnFile = purchaseSetup.createStateConfig({
  tags: ['dialog'],
  on: {
    'emailOnFile.login': {
      target: '#purchase.exit',
      actions: { type: 'exitTo', params: 'loginAndRenew' as const },
    },
    'emailOnFile.cancel': { target: 'editing' },
  },
});

/** The application account, contact and membership records created or updated. The same on contact and contact-2. */
const contactSaving = purchaseSetup.createStateConfig({
  tags: ['submitting'],
  invoke: {
    id: 'saveApplication',
    src: 'saveApplication',
    input: ({ context }) => ({
      application: context.application,
      contact: context.contact,
      membershipType: context.membershipType ?? '',
      trailerCare: context.trailerCare,
      business: isBusinessPurchase(context.membershipType),
    }),
    onDone: {
      target: '#purchase.boats',
      actions: { type: 'setApplication', params: ({ event }) => event.output },
    },
    onError: {
      target: 'editing',
      actions: {
        type: 'flagContactFormFailed',
        params: ({ event }: { event: ErrorActorEvent }) => event.error,
      },
    },
  },
});

export const purchaseMachine = purchaseSetup.createMachine({
  id: 'purchase',
  context: ({ input }) => {
    const saved = input.saved;
    const membershipType = saved?.membershipType ?? null;
    return {
      signedIn: input.signedIn,
      accountId: input.accountId,
      today: input.today,
      supportPhone: input.supportPhone ?? null,
      referralId: input.referralId,
      promotionCode: input.promotionCode,
      activationCode: input.activationCode,
      products: null,
      membershipCount: null,
      answers: NO_ANSWERS,
      recommendedType: null,
      membershipType,
      trialType: saved?.trialType ?? null,
      trailerCare: saved?.trailerCareType ?? defaultTrailerCare(membershipType),
      application: saved?.application ?? NO_APPLICATION,
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
    };
  },
  initial: 'root',
  on: {
    'flash.dismiss': { guard: 'flashShown', actions: 'dismissFlash' },
  },
  states: {
    root: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'startPurchase',
            src: 'startPurchase',
            input: ({ context }) => ({
              signedIn: context.signedIn,
              accountId: context.accountId,
              promotionCode: context.promotionCode,
              activationCode: context.activationCode,
            }),
            onDone: {
              target: 'routing',
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
        routing: {
          always: [
            { guard: 'anonymousVisitor', target: '#purchase.questionnaire' },
            { guard: 'hasMemberships', target: 'existingMember' },
            { target: 'noMembership' },
          ],
        },
        failed: {
          on: { 'start.retry': { target: 'loading' } },
        },
        noMembership: {
          on: {
            'noMembership.cancel': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'signOut' as const },
            },
            'noMembership.continue': { target: '#purchase.questionnaire' },
          },
        },
        existingMember: {
          on: {
            'existingMember.cancel': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'providerSite' as const },
            },
            'existingMember.renew': {
              target: '#purchase.exit',
              actions: { type: 'exitTo', params: 'renewalPicker' as const },
            },
          },
        },
      },
    },
    questionnaire: {
      initial: 'paidUse',
      always: { guard: 'trialPromotionActive', target: 'typeSelected', actions: 'selectTrialType' },
      states: {
        paidUse: {
          on: {
            'questionnaire.paidUse': [
              { guard: 'answerIsYes', target: 'vessels', actions: 'recordAnswer' },
              { target: 'water', actions: 'recordAnswer' },
            ],
          },
        },
        vessels: {
          on: {
            'questionnaire.vessels': {
              target: '#purchase.typeSelected',
              actions: ['recordAnswer', 'recommend'],
            },
            'step.back': { target: 'paidUse' },
          },
        },
        water: {
          on: {
            'questionnaire.water': [
              { guard: 'freshWater', target: 'specialWaters', actions: 'recordAnswer' },
              { target: '#purchase.typeSelected', actions: ['recordAnswer', 'recommend'] },
            ],
            'step.back': { target: 'paidUse' },
          },
        },
        specialWaters: {
          on: {
            'questionnaire.specialWaters': {
              target: '#purchase.typeSelected',
              actions: ['recordAnswer', 'recommend'],
            },
            'step.back': { target: 'water' },
          },
        },
      },
    },
    typeSelected: {
      on: {
        'type.showAll': { guard: 'notTrial', target: 'typeAll' },
        'trailerCare.pick': { guard: 'trailerCareOfferedForType', actions: 'pickTrailerCare' },
        'type.continue': { target: 'contact', actions: 'checkCodeAgainstType' },
        'step.back': { guard: 'notTrial', target: 'questionnaire', actions: 'clearAnswers' },
      },
    },
    typeAll: {
      on: {
        'type.pick': { actions: 'pickType' },
        'trailerCare.pick': { guard: 'trailerCareOfferedForType', actions: 'pickTrailerCare' },
        'type.continue': { target: 'contact', actions: 'checkCodeAgainstType' },
        'step.back': { target: 'typeSelected' },
      },
    },
    contact: {
      initial: 'editing',
      on: {
        'cart.changeSelections': { guard: 'notTrial', target: 'typeAll' },
      },
      states: {
        editing: {
          on: {
            'contact.submit': [
              {
                guard: { type: 'contactInvalid', params: { manualAllowed: false } },
                actions: ['keepContact', { type: 'flagContactErrors', params: { manualAllowed: false } }],
              },
              { guard: 'signedIn', target: 'saving', actions: 'keepContact' },
              { target: 'checkingEmail', actions: 'keepContact' },
            ],
            'contact.enterManually': { target: '#purchase.contactManual' },
            'step.back': { target: '#purchase.typeSelected' },
          },
        },
        checkingEmail: contactCheckingEmail,
        emailOnFile: contactEmailOnFile,
        saving: contactSaving,
      },
    },
    contactManual: {
      initial: 'editing',
      on: {
        'cart.changeSelections': { guard: 'notTrial', target: 'typeAll' },
      },
      states: {
        editing: {
          on: {
            'contact.submit': [
              {
                guard: { type: 'contactInvalid', params: { manualAllowed: true } },
                actions: ['keepContact', { type: 'flagContactErrors', params: { manualAllowed: true } }],
              },
              { guard: 'signedIn', target: 'saving', actions: 'keepContact' },
              { target: 'checkingEmail', actions: 'keepContact' },
            ],
            'contact.useSuggestions': { target: '#purchase.contact' },
            'step.back': { target: '#purchase.contact' },
          },
        },
        checkingEmail: contactCheckingEmail,
        emailOnFile: contactEmailOnFile,
        saving: contactSaving,
      },
    },
    boats: {
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'cart.changeSelections': { guard: 'notTrial', target: 'typeAll' },
      },
      states: {
        editing: {
          on: {
            'boat.ownership': { actions: 'setOwnership' },
            'boat.homePort': { target: 'homePort', actions: 'keepBoat' },
            'boat.submit': [
              { guard: 'boatInvalid', actions: ['keepBoat', 'flagBoatErrors'] },
              { guard: 'lakeCardExcludedHere', target: 'lakeCardExcluded', actions: 'keepBoat' },
              { target: 'saving', actions: 'keepBoat' },
            ],
            'step.back': { target: '#purchase.contact' },
          },
        },
        lakeCardExcluded: {
          // Spec §4: non-closable; the only way on is the upgrade.
          tags: ['dialog'],
          on: {
            'lakeCard.upgrade': { target: 'saving', actions: ['upgradeToGold', 'checkCodeAgainstType'] },
          },
        },
        homePort: {
          invoke: {
            id: 'homePort',
            src: 'homePort',
            input: ({ context }) => ({ homePort: context.boat.homePort }),
            onDone: {
              target: 'editing',
              actions: { type: 'mergeHomePort', params: ({ event }) => event.output },
            },
            onError: { target: 'editing' },
          },
          on: { 'boats.edit': { target: 'editing' } },
        },
        saving: {
          tags: ['submitting'],
          invoke: {
            id: 'saveBoat',
            src: 'saveBoat',
            input: ({ context }) => ({
              application: context.application,
              boatId: context.boatId,
              boat: formOutput(boatSchema(context.today), context.boat),
              membershipType: context.membershipType ?? '',
            }),
            onDone: {
              target: '#purchase.terms',
              actions: { type: 'setBoatId', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'flagBoatFormFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    },
    terms: {
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'boats.edit': { target: 'boats' },
        'cart.changeSelections': { guard: 'notTrial', target: 'typeAll' },
      },
      states: {
        editing: {
          on: {
            'terms.autoRenew': [
              { guard: 'ticksAutoRenew', actions: 'enrolAutoRenew' },
              { target: 'confirmOptOut' },
            ],
            'referral.lookup': { guard: 'notTrial', target: 'lookingUpReferrer' },
            'referral.clear': { actions: 'clearReferral' },
            'terms.submit': [
              { guard: 'termsNotAgreed', actions: 'flagTermsRequired' },
              { target: '#purchase.payment', actions: 'agreeTerms' },
            ],
            'step.back': { target: '#purchase.boats' },
          },
        },
        confirmOptOut: {
          tags: ['dialog'],
          on: {
            'terms.confirmOptOut': [
              { guard: 'trialPromotionActive', target: '#purchase.root', actions: 'clearTrialSelection' },
              { target: 'editing', actions: 'optOutAutoRenew' },
            ],
            'terms.cancelOptOut': { target: 'editing', actions: 'enrolAutoRenew' },
          },
        },
        lookingUpReferrer: {
          tags: ['loading'],
          invoke: {
            id: 'lookupReferrer',
            src: 'lookupReferrer',
            input: ({ event }) => ({
              memberNumber: event.type === 'referral.lookup' ? event.memberNumber.trim() : '',
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'setReferral', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'flagReferralFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    },
    payment: {
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'boats.edit': { target: 'boats' },
        'terms.edit': { target: 'terms' },
        'cart.changeSelections': { guard: 'notTrial', target: 'typeAll' },
      },
      states: {
        editing: {
          on: {
            'donation.pick': { actions: 'pickDonation' },
            'code.apply': [
              { guard: 'codeBlank', actions: 'clearCodeError' },
              { guard: 'codeAlreadyApplied', actions: 'flagOnlyOneCode' },
              { target: 'applyingCode', actions: 'clearCodeError' },
            ],
            'code.remove': { actions: 'removeCode' },
            'payment.submit': [
              { guard: 'paymentInvalid', actions: 'keepPayment' },
              {
                guard: { type: 'codeNeedsAutoRenew', params: ({ context }) => context.code },
                target: 'autoRenewRequired',
                actions: 'keepPayment',
              },
              { target: 'submitting', actions: 'keepPayment' },
            ],
            'step.back': { target: '#purchase.terms' },
          },
        },
        applyingCode: {
          tags: ['loading'],
          invoke: {
            id: 'lookupCode',
            src: 'lookupCode',
            input: ({ event }) => ({
              code:
                event.type === 'code.apply' ? formOutput(discountCodeSchema, { code: event.code }).code : '',
              membershipType: null,
            }),
            onDone: [
              {
                guard: { type: 'codeUnfit', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'flagCodeUnfit', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'codeNeedsAutoRenew', params: ({ event }) => event.output },
                target: 'autoRenewRequired',
                actions: { type: 'applyCode', params: ({ event }) => event.output },
              },
              { target: 'editing', actions: { type: 'applyCode', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'flagCodeLookupFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
        autoRenewRequired: {
          tags: ['dialog'],
          entry: 'flagAutoRenewRequired',
          on: { 'autoRenewRequired.close': { target: 'editing', actions: 'clearAutoRenewRequired' } },
        },
        submitting: {
          // A second payment.submit here has no transition: a double click charges once.
          tags: ['submitting'],
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context }) => checkoutInputOf(context),
            onDone: {
              target: '#purchase.confirmation',
              actions: { type: 'recordMembership', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: {
                  type: 'autoRenewRequiredFailure',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
                target: 'autoRenewRequired',
                actions: {
                  type: 'flagCheckoutFailed',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'flagCheckoutFailed',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
              },
            ],
          },
        },
      },
    },
    confirmation: {
      on: {
        'confirm.login': {
          target: 'exit',
          actions: { type: 'exitTo', params: 'signUpLogin' as const },
        },
      },
    },
    exit: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ next: context.exitTo ?? 'signUpLogin' }),
});
