import { describe } from 'vitest';
import { autoRenewMachine } from '@/machines/auto-renew.machine';
import { autoRenewEvents, autoRenewPathInput } from './auto-renew.events';
import { pathTests } from './path-coverage';

describe('auto-renew chart', () => {
  pathTests({ machine: autoRenewMachine, events: autoRenewEvents, input: autoRenewPathInput });
});
