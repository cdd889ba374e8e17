import { describe } from 'vitest';
import { purchaseFlow } from '@/journeys/purchase/purchase.journey';
import { purchaseMachine } from '@/machines/purchase.machine';
import { purchaseEvents, purchasePathInput } from './purchase.events';
import { pathTests } from './path-coverage';

describe('purchase chart', () => {
  pathTests({
    machine: purchaseMachine,
    events: purchaseEvents,
    input: purchasePathInput,
    invariants: purchaseFlow.invariants ?? [],
  });
});
