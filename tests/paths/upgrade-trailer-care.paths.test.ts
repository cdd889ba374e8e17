import { describe } from 'vitest';
import { upgradeTrailerCareMachine } from '@/machines/upgrade-trailer-care.machine';
import { upgradeTrailerCareEvents, upgradeTrailerCarePathInput } from './upgrade-trailer-care.events';
import { pathTests } from './path-coverage';

describe('upgrade-trailer-care chart', () => {
  pathTests({
    machine: upgradeTrailerCareMachine,
    events: upgradeTrailerCareEvents,
    input: upgradeTrailerCarePathInput,
  });
});
