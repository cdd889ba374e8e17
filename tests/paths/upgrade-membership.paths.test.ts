import { describe } from 'vitest';
import { upgradeMembershipMachine } from '@/machines/upgrade-membership.machine';
import { upgradeMembershipEvents, upgradeMembershipPathInput } from './upgrade-membership.events';
import { pathTests } from './path-coverage';

describe('upgrade-membership chart', () => {
  pathTests({
    machine: upgradeMembershipMachine,
    events: upgradeMembershipEvents,
    input: upgradeMembershipPathInput,
  });
});
