import { describe } from 'vitest';
import { referralMachine } from '@/machines/referral.machine';
import { pathTests } from './path-coverage';
import { referralEvents, referralPathInput } from './referral.events';

describe('referral chart', () => {
  pathTests({ machine: referralMachine, events: referralEvents, input: referralPathInput });
});
