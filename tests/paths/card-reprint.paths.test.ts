import { describe } from 'vitest';
import { cardReprintMachine } from '@/machines/card-reprint.machine';
import { cardReprintEvents, cardReprintPathInput } from './card-reprint.events';
import { pathTests } from './path-coverage';

describe('card-reprint chart', () => {
  pathTests({ machine: cardReprintMachine, events: cardReprintEvents, input: cardReprintPathInput });
});
