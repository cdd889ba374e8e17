import { describe } from 'vitest';
import { boatFormMachine } from '@/machines/boat-form.machine';
import { boatFormEvents, boatFormPathInput } from './boat-form.events';
import { pathTests } from './path-coverage';

describe('boat-form chart', () => {
  pathTests({ machine: boatFormMachine, events: boatFormEvents, input: boatFormPathInput });
});
