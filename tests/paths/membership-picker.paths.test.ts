import { describe } from 'vitest';
import { membershipPickerMachine } from '@/machines/membership-picker.machine';
import { membershipPickerEvents, membershipPickerPathInput } from './membership-picker.events';
import { pathTests } from './path-coverage';

describe('membership-picker chart', () => {
  pathTests({
    machine: membershipPickerMachine,
    events: membershipPickerEvents,
    input: membershipPickerPathInput,
  });
});
