// Every chart of the registry as the visualizer sees it: the machine, and when a flow binds it, the
// flow's title, per-state screens, words and scenario presets. Until the journey registry carries them,
// the purpose and portal of each chart come from the small table below.
import { createElement } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowDefinition } from '@/flows/define-flow';
import { allMachines, flowForMachine } from '@/flows/registry';
import { StepBar } from '@/flows/runner/step-bar';
import { recordedEvents } from './chart-coverage';
import type { ChartEntry, ChartPortal } from './chart-entry';

const journeys: Record<string, { title?: string; purpose: string; portal: ChartPortal }> = {
  purchase: {
    purpose:
      'A new boater chooses a membership, gives contact and boat details, agrees to the terms and pays.',
    portal: 'member',
  },
  homePort: {
    purpose: 'A member sets where the boat is kept: the type of place, its address and the pin on the map.',
    portal: 'member',
  },
  autoRenew: {
    purpose: 'A member turns automatic renewal on with a card, or off, on the billing page.',
    portal: 'member',
  },
  cardReprint: {
    purpose: 'A member asks for a new membership card in the mail and sees the order status.',
    portal: 'member',
  },
  referral: {
    title: 'Refer a Boater',
    purpose: 'A member sends a friend’s name and e-mail so Sea Tow can invite them.',
    portal: 'member',
  },
  registration: {
    title: 'Member Portal registration',
    purpose: 'A login without an account links itself to a membership by number and expiry date.',
    portal: 'account',
  },
  contactEdit: {
    title: 'Add or edit a contact',
    purpose: 'A member adds a contact to the account or changes one, including its e-mail.',
    portal: 'account',
  },
  emailChange: {
    title: 'Change the login e-mail',
    purpose: 'The primary contact’s new e-mail becomes the login; the member signs in again.',
    portal: 'account',
  },
  passwordChange: {
    title: 'Change the password',
    purpose: 'A member asks for a password-change ticket and is signed out to set a new password.',
    portal: 'account',
  },
};

const plans = Object.keys(import.meta.glob('../../docs/journeys/*.md', { query: '?raw', import: 'default' }));
const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function stepBarOf(flow: FlowDefinition) {
  return (props: { snapshot: AnyMachineSnapshot; send: (event: EventObject) => void }) =>
    createElement(StepBar, { flow, ...props });
}

export function chartEntries(): ChartEntry[] {
  return Object.values(allMachines).map((machine) => {
    const flow = flowForMachine(machine.id);
    const journey = journeys[machine.id];
    const plan = `docs/journeys/${kebab(machine.id)}.md`;
    return {
      id: machine.id,
      title: flow?.title ?? journey?.title ?? machine.id,
      purpose: journey?.purpose ?? '',
      portal: journey?.portal ?? 'member',
      machine,
      basePath: flow?.basePath,
      states: flow?.states,
      scenarios: flow?.scenarios,
      eventVariants: () => recordedEvents(machine),
      describeEvent: flow?.describeEvent as ChartEntry['describeEvent'],
      guardRules: flow?.guardRules,
      journeyPlan: plans.some((path) => path.endsWith(plan)) ? plan : undefined,
      stepBar: flow ? stepBarOf(flow) : undefined,
    };
  });
}
