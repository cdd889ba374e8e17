import { describe } from 'vitest';
import { partnerProfileMachine } from '@/machines/partner-profile.machine';
import { partnerProfileEvents, partnerProfilePathInput } from './partner-profile.events';
import { pathTests } from './path-coverage';

describe('partner-profile chart', () => {
  pathTests({ machine: partnerProfileMachine, events: partnerProfileEvents, input: partnerProfilePathInput });
});
