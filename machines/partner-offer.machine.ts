// The Savings Club offer form (companion spec §2.3 'Create and edit offer pages', §4 'Offer lifecycle' and
// 'Offer form dynamics', §5 'Offer form'): a new offer starts empty with the account's website, an edited
// one from the stored offer; the form is checked with its one schema and sent (create, or edit, which sends
// the offer back to review); a saved offer finishes the chart (the page then shows 'Offer Created!'). A
// failure keeps every value and shows the catalogue's message. The screen holds the fields (Modular Forms on
// the same schema, decision 125): a submit carries the values and the chart decides with the schema; what is
// typed between submits is the screen's draft (decision 124). Pure: the save call is an actor.
import { assign, setup } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import { formErrors, formInvalid, formOutput, type FieldErrors } from './forms/form-schema';
import { emptyOffer, offerFormSchema, type OfferBody, type OfferValues } from './partner/offer-form';

export interface PartnerOfferInput {
  /** The signed-in partner's account: it owns a new offer. */
  accountId: string;
  /** The account's public URL, the website a new offer starts with (spec §4). */
  accountWebsite: string;
  /** The offer being edited (its sfid and values), or null for a new one. */
  editing: { sfid: string; values: OfferValues } | null;
}

/** What the save call sends: a new offer for the account, or the edited offer's sfid with the body. */
export type SaveOfferInput =
  ({ kind: 'create'; partner_account__c: string } & OfferBody) | ({ kind: 'edit'; sfid: string } & OfferBody);

export interface PartnerOfferOutput {
  sfid: string;
  created: boolean;
}

export interface PartnerOfferContext {
  accountId: string;
  accountWebsite: string;
  sfid: string | null;
  values: OfferValues;
  errors: FieldErrors;
  failureCodes: string[] | null;
  saved: PartnerOfferOutput | null;
}

export type PartnerOfferEvent =
  /** What is typed so far, kept for a reload (a field left, the page hidden); nothing is checked. */
  { type: 'offer.submit'; values: OfferValues };

export const partnerOfferMachine = setup({
  types: {
    context: {} as PartnerOfferContext,
    events: {} as PartnerOfferEvent,
    input: {} as PartnerOfferInput,
    output: {} as PartnerOfferOutput,
  },
  actors: {
    saveOffer: notProvided<SaveOfferInput, { sfid: string }>('saveOffer', 'binding'),
  },
  guards: {
    offerInvalid: ({ context }) => formInvalid(offerFormSchema, context.values),
  },
  actions: {
    takeValues: assign(({ event }) => (event.type === 'offer.submit' ? { values: event.values } : {})),
    flagErrors: assign({ errors: ({ context }) => formErrors(offerFormSchema, context.values) }),
    clearFailure: assign({ errors: {}, failureCodes: null }),
    setFailure: assign({ failureCodes: (_, codes: string[]) => codes }),
    setSaved: assign({ saved: (_, saved: PartnerOfferOutput) => saved }),
  },
}).createMachine({
  id: 'partnerOffer',
  context: ({ input }) => ({
    accountId: input.accountId,
    accountWebsite: input.accountWebsite,
    sfid: input.editing?.sfid ?? null,
    values: input.editing?.values ?? emptyOffer(input.accountWebsite),
    errors: {},
    failureCodes: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'offer.submit': { target: 'checking', actions: 'takeValues' },
      },
    },
    // The submitted values decide: their messages, or the save.
    checking: {
      always: [
        { guard: 'offerInvalid', target: 'editing', actions: 'flagErrors' },
        { target: 'saving', actions: 'clearFailure' },
      ],
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'saveOffer',
        src: 'saveOffer',
        input: ({ context }): SaveOfferInput => {
          const body = formOutput(offerFormSchema, context.values);
          return context.sfid
            ? { kind: 'edit', sfid: context.sfid, ...body }
            : { kind: 'create', partner_account__c: context.accountId, ...body };
        },
        onDone: {
          target: 'saved',
          actions: {
            type: 'setSaved',
            params: ({ context, event }) => ({ sfid: event.output.sfid, created: context.sfid === null }),
          },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => catalogueCodesOf(event.error) },
        },
      },
    },
    saved: { type: 'final' },
  },
  // Reached only through setSaved: the final state always has the saved offer.
  output: ({ context }) => context.saved as PartnerOfferOutput,
});
