import { describe } from 'vitest';
import { purchaseMachine } from '@/machines/purchase.machine';
import { purchaseEvents, purchasePathInput } from './purchase.events';
import { pathTests } from './path-coverage';

describe('purchase chart', () => {
  pathTests({
    machine: purchaseMachine,
    events: purchaseEvents,
    input: purchasePathInput,
    invariants: [
      {
        name: 'payment only after the boat is saved and the terms are agreed',
        into: 'purchase.payment',
        passesThrough: ['purchase.boats.saving', 'purchase.terms'],
      },
      {
        name: 'the checkout runs only from the payment form',
        into: 'purchase.payment.submitting',
        passesThrough: ['purchase.payment.editing'],
      },
      {
        name: 'confirmation only after a checkout',
        into: 'purchase.confirmation',
        passesThrough: ['purchase.payment.submitting'],
      },
      {
        name: 'the Lake Card dialog only after a boat submit on the boat form',
        into: 'purchase.boats.lakeCardExcluded',
        passesThrough: ['purchase.boats.editing', 'purchase.boats.homePort'],
      },
    ],
  });
});
