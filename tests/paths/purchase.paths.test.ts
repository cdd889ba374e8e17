import { describe } from 'vitest';
import { purchaseMachine } from '@/machines/purchase.machine';
import { purchaseEvents, purchasePathInput } from './purchase.events';
import { pathTests } from './path-coverage';

describe('purchase chart', () => {
  pathTests({ machine: purchaseMachine, events: purchaseEvents, input: purchasePathInput });
});
