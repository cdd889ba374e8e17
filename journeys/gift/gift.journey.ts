// The gift chart bound to the app (partner spec §2.5): public screens under /members/gift, the three step
// cards, resume after a reload without card data, real actors; finishing returns to the provider's site.
import { useState } from 'react';
import { giftMachine, type GiftInput } from '@/machines/gift.machine';
import { deliverySummary, recipientSummary } from '@/machines/gift/gift-summary';
import { lazyScreen } from '@/flows/lazy-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import {
  GIFT_CONFIRM_HEADING,
  GIFT_DELIVERY_HEADING,
  GIFT_PAYMENT_HEADING,
  GIFT_RECIPIENT_HEADING,
  GIFT_ROOT_HEADING,
} from '@/screens/gift/gift-headings';
import { GiftRootScreen } from '@/screens/gift/gift-root-screen';
import { giftAbout } from './gift.about';
import { giftActors } from './gift.actors';
import { GIFT_PERSIST } from './gift-persist';

const GiftDeliveryScreen = lazyScreen(() =>
  import('@/screens/gift/gift-delivery-screen').then((m) => m.GiftDeliveryScreen),
);
const GiftRecipientScreen = lazyScreen(() =>
  import('@/screens/gift/gift-recipient-screen').then((m) => m.GiftRecipientScreen),
);
const GiftPaymentScreen = lazyScreen(() =>
  import('@/screens/gift/gift-payment-screen').then((m) => m.GiftPaymentScreen),
);
const GiftConfirmationScreen = lazyScreen(() =>
  import('@/screens/gift/gift-confirmation-screen').then((m) => m.GiftConfirmationScreen),
);

/** Today, read once on arrival (the card must not be expired on it), and the gift order's id. */
function useGiftInput(): GiftInput {
  const [input] = useState(() => ({
    today: new Date().toISOString().slice(0, 10),
    orderId: crypto.randomUUID(),
  }));
  return input;
}

export const giftFlow = defineFlow({
  ...giftAbout,
  machine: giftMachine,
  persist: GIFT_PERSIST,
  states: {
    root: {
      path: '',
      screen: GiftRootScreen,
      heading: GIFT_ROOT_HEADING,
    },
    delivery: {
      path: 'steps/delivery',
      screen: GiftDeliveryScreen,
      stepLabel: 'Delivery',
      summary: (s) => deliverySummary(s.context),
      editEvent: 'delivery.edit',
      heading: GIFT_DELIVERY_HEADING,
    },
    recipient: {
      path: 'steps/recipient',
      screen: GiftRecipientScreen,
      stepLabel: 'Recipient Information',
      summary: (s) => recipientSummary(s.context),
      editEvent: 'recipient.edit',
      heading: GIFT_RECIPIENT_HEADING,
    },
    payment: {
      path: 'steps/payment',
      screen: GiftPaymentScreen,
      stepLabel: 'Payment',
      heading: GIFT_PAYMENT_HEADING,
    },
    confirmation: {
      path: 'confirm-gift',
      screen: GiftConfirmationScreen,
      heading: GIFT_CONFIRM_HEADING,
    },
  },
  navigationEvents: ['type.continue', 'delivery.edit', 'recipient.edit', 'step.back'],
  actors: (api) => giftActors(api),
  journeyWords: () => import('./gift.words').then((m) => m.giftWords),
});

export const giftJourney = defineJourney({
  flow: giftFlow,
  route: {
    useInput: useGiftInput,
    onDone: (_output, host) => window.location.assign(host.providerSite),
  },
});
