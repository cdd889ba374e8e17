import { describe } from 'vitest';
import { boatRemovalMachine } from '@/machines/boat-removal.machine';
import { boatRemovalEvents } from './boat-removal.events';
import { pathTests } from './path-coverage';

describe('boat-removal chart', () => {
  pathTests({ machine: boatRemovalMachine, events: boatRemovalEvents });
});
