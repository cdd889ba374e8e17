// The gift membership journey (partner spec §2.5, §3 'Gift state', §4 'Gift flow', §5 'Gift validation',
// §9 'Gift constants'): a public visitor chooses a recreational type, the delivery, the recipient and pays;
// the confirmation clears every gift field but the delivery it names. Pure: the price list and the gift
// call are actors the flow provides, today is input; forms are checked by the valibot schemas of
// machines/gift/gift-schemas.ts, the total by the shared pricing module the sandbox also charges with.
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { notProvided } from './not-provided';
import { catalogueCodesOf } from './billing/failure-codes';
import { EMPTY_CARD, forgottenCard } from './forms/card-form';
import { checkForm } from './forms/form-schema';
import type { PriceListEntry } from './pricing';
import { billingCopied, deliverySchema, paymentSchema, recipientSchema } from './gift/gift-schemas';
import { giftPriceOf } from './gift/gift-summary';
import {
  DEFAULT_GIFT_TYPE,
  EMPTY_GIFT_BILLING,
  EMPTY_GIFT_CONTACT,
  type GiftBilling,
  type GiftContext,
  type GiftEvent,
  type GiftInput,
  type GiftOrder,
  type SendGiftInput,
} from './gift/gift-types';

export type { GiftContext, GiftEvent, GiftInput } from './gift/gift-types';

/** Spec §3 gift state as a new visitor has it (mailed by default, nothing wrapped or chosen yet). */
function emptyGift(input: GiftInput, prices: PriceListEntry[] | null) {
  return {
    today: input.today,
    orderId: input.orderId,
    prices,
    loadFailure: [],
    selectedMembershipType: DEFAULT_GIFT_TYPE,
    deliveryMethod: 'Mail' as const,
    giftWrapped: false,
    mailedToGifter: false,
    shippingMethod: null,
    giftMessage: '',
    recipientContact: EMPTY_GIFT_CONTACT,
    billingContact: EMPTY_GIFT_BILLING,
    creditCard: EMPTY_CARD,
    errors: {},
    submitFailure: [],
    sent: null,
  } satisfies GiftContext;
}

/** Spec §4: mailed to the gifter with billing the same as shipping copies the recipient into billing. */
function billingOf(context: GiftContext, billing: GiftBilling): GiftBilling {
  return billingCopied(context.mailedToGifter, billing.billingSameAsShipping)
    ? { ...context.recipientContact, billingSameAsShipping: true }
    : billing;
}

const checkRecipient = (context: GiftContext, event: GiftEvent) =>
  event.type === 'recipient.submit'
    ? checkForm(recipientSchema(context.deliveryMethod), {
        recipient: event.recipient,
        giftMessage: event.giftMessage,
      })
    : null;

const checkPayment = (context: GiftContext, billing: GiftBilling, card: GiftContext['creditCard']) =>
  checkForm(paymentSchema(context.today), { billing, card });

/** The gift call's payload from a context whose forms passed (partner spec §3 'Gift purchase payload'). */
export function sendGiftInputOf(context: GiftContext): SendGiftInput {
  const recipient = checkForm(recipientSchema(context.deliveryMethod), {
    recipient: context.recipientContact,
    giftMessage: context.giftMessage,
  });
  const payment = checkPayment(context, context.billingContact, { ...EMPTY_CARD, ...context.creditCard });
  if (!recipient.ok || !payment.ok || !context.selectedMembershipType)
    throw new Error('The gift is sent only after its forms passed.');
  const mailed = context.deliveryMethod === 'Mail';
  return {
    order_id: context.orderId,
    logistics: {
      membershipType: context.selectedMembershipType,
      deliveryMethod: context.deliveryMethod,
      ...(recipient.output.giftMessage ? { giftMessage: recipient.output.giftMessage } : {}),
      giftWrapped: context.giftWrapped,
      mailedToGifter: mailed && context.mailedToGifter,
      ...(mailed && context.shippingMethod ? { shippingMethod: context.shippingMethod } : {}),
      totalCost: giftPriceOf(context)?.total_cost ?? 0,
    },
    billing: payment.output.billing,
    credit_card: payment.output.card,
    recipient: recipient.output.recipient,
  };
}

export const giftMachine = setup({
  types: {
    context: {} as GiftContext,
    events: {} as GiftEvent,
    input: {} as GiftInput,
    output: {} as { next: 'site' },
  },
  actors: {
    loadPrices: notProvided<void, PriceListEntry[]>('loadPrices', 'flow'),
    sendGift: notProvided<SendGiftInput, GiftOrder>('sendGift', 'flow'),
  },
  guards: {
    deliveryInvalid: ({ context }) => !checkForm(deliverySchema, context).ok,
    recipientInvalid: ({ context, event }) => checkRecipient(context, event)?.ok === false,
    paymentInvalid: ({ context, event }) =>
      event.type === 'payment.submit' &&
      !checkPayment(context, billingOf(context, event.billing), event.card).ok,
    deliveryMethodChanged: ({ context, event }) =>
      event.type === 'delivery.method' && event.method !== context.deliveryMethod,
  },
  actions: {
    // Each step opens without the messages of another step or of an earlier failed attempt.
    clearErrors: assign({ errors: {}, submitFailure: [] }),
    setPrices: assign({ prices: (_, prices: PriceListEntry[]) => prices, loadFailure: [] }),
    flagLoadFailed: assign({ loadFailure: (_, error: unknown) => catalogueCodesOf(error) }),
    selectType: assign({
      selectedMembershipType: ({ context, event }) =>
        event.type === 'type.select' ? event.membershipType : context.selectedMembershipType,
    }),
    // Spec §4: a new delivery method clears billing, wrap, mailed-to-gifter, recipient and shipping.
    changeDeliveryMethod: assign(({ event }) =>
      event.type === 'delivery.method'
        ? {
            deliveryMethod: event.method,
            billingContact: EMPTY_GIFT_BILLING,
            giftWrapped: false,
            mailedToGifter: false,
            recipientContact: EMPTY_GIFT_CONTACT,
            shippingMethod: null,
            errors: {},
          }
        : {},
    ),
    setMailTo: assign({
      mailedToGifter: ({ context, event }) =>
        event.type === 'delivery.mailTo' ? event.toGifter : context.mailedToGifter,
    }),
    setShipping: assign(({ context, event }) =>
      event.type === 'delivery.shipping'
        ? { shippingMethod: event.method, errors: { ...context.errors, shippingMethod: '' } }
        : {},
    ),
    setWrap: assign({
      giftWrapped: ({ context, event }) =>
        event.type === 'delivery.wrap' ? event.wrapped : context.giftWrapped,
    }),
    checkDelivery: assign({
      errors: ({ context }) => {
        const check = checkForm(deliverySchema, context);
        return check.ok ? {} : check.errors;
      },
    }),
    keepRecipient: assign(({ context, event }) => {
      const check = checkRecipient(context, event);
      return event.type === 'recipient.submit'
        ? {
            recipientContact: event.recipient,
            giftMessage: event.giftMessage,
            errors: check && !check.ok ? check.errors : {},
          }
        : {};
    }),
    keepPayment: assign(({ context, event }) => {
      if (event.type !== 'payment.submit') return {};
      const billing = billingOf(context, event.billing);
      const check = checkPayment(context, billing, event.card);
      return {
        billingContact: billing,
        creditCard: event.card,
        errors: check.ok ? {} : check.errors,
        submitFailure: [],
      };
    }),
    forgetCard: assign(forgottenCard('creditCard')),
    flagSubmitFailed: assign({
      submitFailure: (_, error: unknown) => catalogueCodesOf(error),
      creditCard: EMPTY_CARD,
    }),
    // Spec §4: confirmation clears all gift state; only the delivery the message names stays.
    clearGift: assign(({ context }) => ({
      ...emptyGift(context, context.prices),
      sent: { deliveryMethod: context.deliveryMethod, shippingMethod: context.shippingMethod },
    })),
  },
}).createMachine({
  id: 'gift',
  context: ({ input }) => emptyGift(input, null),
  initial: 'root',
  states: {
    root: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPrices',
            src: 'loadPrices',
            onDone: {
              target: 'choosing',
              actions: { type: 'setPrices', params: ({ event }) => event.output },
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
        failed: {
          on: { 'load.retry': { target: 'loading' } },
        },
        choosing: {
          on: {
            'type.select': { actions: 'selectType' },
            'type.continue': { target: '#gift.delivery' },
          },
        },
      },
    },
    delivery: {
      entry: 'clearErrors',
      on: {
        'delivery.method': {
          guard: 'deliveryMethodChanged',
          actions: 'changeDeliveryMethod',
          description: 'clears the recipient, billing, gift wrap, mailed-to-gifter and shipping',
        },
        'delivery.mailTo': { actions: 'setMailTo' },
        'delivery.shipping': { actions: 'setShipping' },
        'delivery.wrap': { actions: 'setWrap' },
        'delivery.submit': [{ guard: 'deliveryInvalid', actions: 'checkDelivery' }, { target: 'recipient' }],
        'step.back': { target: '#gift.root.choosing' },
      },
    },
    recipient: {
      entry: 'clearErrors',
      on: {
        'recipient.submit': [
          { guard: 'recipientInvalid', actions: 'keepRecipient' },
          { target: 'payment', actions: 'keepRecipient' },
        ],
        'delivery.edit': { target: 'delivery' },
        'step.back': { target: 'delivery' },
      },
    },
    payment: {
      entry: 'clearErrors',
      exit: 'forgetCard',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'payment.submit': [
              { guard: 'paymentInvalid', actions: 'keepPayment' },
              { target: 'submitting', actions: 'keepPayment' },
            ],
            'delivery.edit': { target: '#gift.delivery' },
            'recipient.edit': { target: '#gift.recipient' },
            'step.back': { target: '#gift.recipient' },
          },
        },
        submitting: {
          // A second payment.submit here has no transition: a double click charges once.
          tags: ['submitting'],
          invoke: {
            id: 'sendGift',
            src: 'sendGift',
            input: ({ context }) => sendGiftInputOf(context),
            onDone: { target: '#gift.confirmation' },
            onError: {
              target: 'editing',
              actions: {
                type: 'flagSubmitFailed',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
      },
    },
    confirmation: {
      entry: 'clearGift',
      on: { 'confirm.return': { target: 'done' } },
    },
    done: { type: 'final' },
  },
  output: () => ({ next: 'site' as const }),
});
