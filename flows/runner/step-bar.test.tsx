// The step bar joins consecutive states of one step and is absent outside the steps (decision 079).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { defineFlow } from '../define-flow';
import { StepBar } from './step-bar';

const machine = createMachine({
  id: 'steps',
  initial: 'start',
  states: {
    start: { on: { next: 'contact' } },
    contact: { on: { next: 'contactManual' } },
    contactManual: { on: { next: 'boats' } },
    boats: {},
  },
});
const Screen = () => null;
const flow = defineFlow({
  id: 'steps',
  machine,
  basePath: '/s',
  title: 'Shop',
  persist: { key: 's', version: 1 },
  states: {
    start: { path: '', screen: Screen },
    contact: { path: 'c', screen: Screen, stepLabel: 'Contact Info', summary: () => 'Pat' },
    contactManual: { path: 'c2', screen: Screen, stepLabel: 'Contact Info' },
    boats: { path: 'b', screen: Screen, stepLabel: 'Boats' },
  },
  actors: () => ({}),
});

function snapshotAfter(steps: number) {
  const actor = createActor(machine).start();
  for (let i = 0; i < steps; i++) actor.send({ type: 'next' });
  return actor.getSnapshot();
}

describe('StepBar', () => {
  it('shows nothing outside the steps', () => {
    const { container } = render(<StepBar flow={flow} snapshot={snapshotAfter(0)} send={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a step reached through either of its states once, current', () => {
    render(<StepBar flow={flow} snapshot={snapshotAfter(2)} send={() => undefined} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Contact Info', 'Boats']);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
  });

  it('summarises the joined step once it is done', () => {
    render(<StepBar flow={flow} snapshot={snapshotAfter(3)} send={() => undefined} />);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Contact Info — Pat');
  });
});
