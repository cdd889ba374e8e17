// Visualizer presets of the home-port wizard (loaded with the visualizer only).
import type { FlowScenario } from '@/flows/define-flow';
import type { homePortMachine } from '@/machines/home-port.machine';
import { KEY_WEST_HOME_PORT } from './home-port.examples';

export const homePortScenarios: Record<string, FlowScenario<typeof homePortMachine>> = {
  'New boater choosing a marina': { description: 'No home port yet: starts at the type step.', input: {} },
  'Boater in Key West FL': {
    description: 'Editing an existing Key West marina home port.',
    input: { homePort: KEY_WEST_HOME_PORT },
    events: [{ type: 'type.submit' }, { type: 'search.submit' }],
  },
};
