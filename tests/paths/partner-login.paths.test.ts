import { describe } from 'vitest';
import { partnerLoginMachine } from '@/machines/partner-login.machine';
import { partnerLoginEvents, partnerLoginPathInput } from './partner-login.events';
import { pathTests } from './path-coverage';

describe('partner-login chart', () => {
  pathTests({ machine: partnerLoginMachine, events: partnerLoginEvents, input: partnerLoginPathInput });
});
