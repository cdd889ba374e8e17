// The steps the new-member purchase and the renewal share (member spec §2, §4, §5; decision 141): the
// Membership Advisor's questions, contact (and contact-2), the primary boat with the home-port child
// wizard and the Lake Card dialog, terms with the referral, and payment with codes, donation and the
// idempotent checkout. One implementation: each chart places them under its own id and names where its
// selection, the step before contact and a restart are.
import { type ErrorActorEvent } from 'xstate';
import { formOutput } from '../forms/form-schema';
import { homePortChildState } from '../home-port-child';
import { boatSchema } from '../purchase/boat-form';
import { discountCodeSchema } from '../purchase/discount-code-form';
import { GOLD_CARD, isBusinessPurchase } from '../purchase/membership-types';
import { applicationSetup, checkoutInputOf, codeFlowType } from './application-setup';

export interface StepTargets {
  /** The chart's id, for `#id.state` targets. */
  id: string;
  /** Where 'Change Membership Selections' goes. */
  selections: string;
  /** Where Back from contact goes. */
  beforeContact: string;
  /** Where opting out of auto-renewal under a trial promotion restarts; null where no trial promotion applies. */
  restart: string | null;
  /** Spec §4 new-member e-mail check before saving a visitor's contact; a signed-in member skips it. */
  emailCheck: boolean;
}

/** Contact, contact-2, boats, terms and payment. */
export function applicationSteps({ id, selections, beforeContact, restart, emailCheck }: StepTargets) {
  /** Spec §4 e-mail check: a member's e-mail opens the dialog, an abandoned application is resumed. The same on contact and contact-2. */
  const contactCheckingEmail = applicationSetup.createStateConfig({
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
          actions: 'resumeApplication',
          description: 'resumes the abandoned application instead of starting one',
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
  const contactEmailOnFile = applicationSetup.createStateConfig({
    tags: ['dialog'],
    on: {
      'emailOnFile.login': {
        target: `#${id}.exit`,
        actions: { type: 'exitTo', params: 'loginAndRenew' as const },
      },
      'emailOnFile.cancel': { target: 'editing' },
    },
  });

  /** The application account, contact and membership records created or updated. The same on contact and contact-2. */
  const contactSaving = applicationSetup.createStateConfig({
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
        target: `#${id}.boats`,
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

  const submitContact = (manualAllowed: boolean) => [
    {
      guard: { type: 'contactInvalid', params: { manualAllowed } } as const,
      actions: ['keepContact', { type: 'flagContactErrors', params: { manualAllowed } }] as const,
    },
    ...(emailCheck
      ? ([
          { guard: 'signedIn', target: 'saving', actions: 'keepContact' },
          { target: 'checkingEmail', actions: 'keepContact' },
        ] as const)
      : ([{ target: 'saving', actions: 'keepContact' }] as const)),
  ];
  /** Contact and contact-2 differ only in their form's `on`. */
  const contactStates = <TEditing extends object>(editing: TEditing) => {
    const all = {
      editing,
      checkingEmail: contactCheckingEmail,
      emailOnFile: contactEmailOnFile,
      saving: contactSaving,
    };
    // A signed-in member's contact is saved without the e-mail check; typed as the full step, whose
    // e-mail states such a chart never enters.
    return (emailCheck ? all : { editing, saving: contactSaving }) as typeof all;
  };

  return {
    contact: applicationSetup.createStateConfig({
      initial: 'editing',
      on: {
        'cart.changeSelections': { guard: 'notTrial', target: `#${id}.${selections}` },
      },
      states: contactStates({
        on: {
          'contact.submit': submitContact(false),
          'contact.enterManually': { target: `#${id}.contactManual` },
          'step.back': { target: `#${id}.${beforeContact}` },
        },
      }),
    }),
    contactManual: applicationSetup.createStateConfig({
      description: 'Contact Info, typed by hand',
      initial: 'editing',
      on: {
        'cart.changeSelections': { guard: 'notTrial', target: `#${id}.${selections}` },
      },
      states: contactStates({
        on: {
          'contact.submit': submitContact(true),
          'contact.useSuggestions': { target: `#${id}.contact` },
          'step.back': { target: `#${id}.contact` },
        },
      }),
    }),
    boats: applicationSetup.createStateConfig({
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'cart.changeSelections': { guard: 'notTrial', target: `#${id}.${selections}` },
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
            'step.back': { target: `#${id}.contact` },
          },
        },
        lakeCardExcluded: {
          // Spec §4: the only way on is the upgrade; 'Change Home Port' (or Escape) rejects the submit and
          // opens the home-port wizard, so the Lake Card is still never sold there (decision 250).
          tags: ['dialog'],
          on: {
            'lakeCard.upgrade': {
              target: 'saving',
              actions: ['upgradeToGold', 'checkCodeAgainstType'],
              description: `switches to the ${GOLD_CARD}`,
            },
            'lakeCard.changeHomePort': { target: 'homePort' },
          },
        },
        homePort: homePortChildState('editing', 'boats.edit'),
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
              target: `#${id}.terms`,
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
    }),
    terms: applicationSetup.createStateConfig({
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'boats.edit': { target: 'boats' },
        'cart.changeSelections': { guard: 'notTrial', target: `#${id}.${selections}` },
      },
      states: {
        editing: {
          on: {
            'terms.autoRenew': [
              { guard: 'ticksAutoRenew', actions: 'enrolAutoRenew' },
              { target: 'confirmOptOut' },
            ],
            'referral.lookup': {
              guard: 'notTrial',
              target: 'lookingUpReferrer',
              actions: 'keepMemberNumberDraft',
            },
            'referral.clear': { actions: 'clearReferral' },
            'terms.submit': [
              { guard: 'termsNotAgreed', actions: 'flagTermsRequired' },
              { target: `#${id}.payment`, actions: 'agreeTerms' },
            ],
            'step.back': { target: `#${id}.boats` },
          },
        },
        confirmOptOut: {
          tags: ['dialog'],
          on: {
            'terms.confirmOptOut': [
              ...(restart
                ? ([
                    {
                      guard: 'trialPromotionActive',
                      target: `#${id}.${restart}`,
                      actions: 'clearTrialSelection',
                    },
                  ] as const)
                : []),
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
    }),
    payment: applicationSetup.createStateConfig({
      exit: 'forgetCard',
      initial: 'editing',
      on: {
        'contact.edit': { target: 'contact' },
        'boats.edit': { target: 'boats' },
        'terms.edit': { target: 'terms' },
        'cart.changeSelections': { guard: 'notTrial', target: `#${id}.${selections}` },
      },
      states: {
        editing: {
          on: {
            'donation.pick': { actions: 'pickDonation' },
            'code.apply': [
              { guard: 'codeBlank', actions: 'clearCodeError' },
              { guard: 'codeAlreadyApplied', actions: 'flagOnlyOneCode' },
              { target: 'applyingCode', actions: ['clearCodeError', 'keepCodeDraft'] },
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
            'step.back': { target: `#${id}.terms` },
          },
        },
        applyingCode: {
          tags: ['loading'],
          invoke: {
            id: 'lookupCode',
            src: 'lookupCode',
            input: ({ context, event }) => ({
              code:
                event.type === 'code.apply' ? formOutput(discountCodeSchema, { code: event.code }).code : '',
              membershipType: null,
              flowType: codeFlowType(context),
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
              target: `#${id}.confirmation`,
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
    }),
  };
}

/** The Membership Advisor's questions (spec §4 Questionnaire); the answer goes to `advised`. */
export function advisorQuestions({ id, advised }: { id: string; advised: string }) {
  return {
    paidUse: applicationSetup.createStateConfig({
      on: {
        'questionnaire.paidUse': [
          { guard: 'answerIsYes', target: 'vessels', actions: 'recordAnswer' },
          { target: 'water', actions: 'recordAnswer' },
        ],
      },
    }),
    vessels: applicationSetup.createStateConfig({
      on: {
        'questionnaire.vessels': {
          target: `#${id}.${advised}`,
          actions: ['recordAnswer', 'recommend'],
        },
        'step.back': { target: 'paidUse' },
      },
    }),
    water: applicationSetup.createStateConfig({
      on: {
        'questionnaire.water': [
          { guard: 'freshWater', target: 'specialWaters', actions: 'recordAnswer' },
          { target: `#${id}.${advised}`, actions: ['recordAnswer', 'recommend'] },
        ],
        'step.back': { target: 'paidUse' },
      },
    }),
    specialWaters: applicationSetup.createStateConfig({
      on: {
        'questionnaire.specialWaters': {
          target: `#${id}.${advised}`,
          actions: ['recordAnswer', 'recommend'],
        },
        'step.back': { target: 'water' },
      },
    }),
  };
}
