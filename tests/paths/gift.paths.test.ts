import { describe } from 'vitest';
import { giftMachine } from '@/machines/gift.machine';
import { giftEvents, giftPathInput } from './gift.events';
import { pathTests } from './path-coverage';

describe('gift chart', () => {
  pathTests({ machine: giftMachine, events: giftEvents, input: giftPathInput });
});
