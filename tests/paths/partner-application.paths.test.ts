import { describe } from 'vitest';
import { partnerApplicationMachine } from '@/machines/partner-application.machine';
import { partnerApplicationEvents } from './partner-application.events';
import { pathTests } from './path-coverage';

describe('partner-application chart', () => {
  pathTests({ machine: partnerApplicationMachine, events: partnerApplicationEvents });
});
