import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ChartEntry } from './chart-entry';
import { ChartView } from './chart-view';
import { fixtureMachine } from './fixture-machine';

const pickMooring = { type: 'type.pick', homePortType: 'Mooring' };

function TypeScreen({
  snapshot,
  send,
}: {
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
}) {
  return (
    <div>
      <h2>Set Home Port Location</h2>
      <p>Boat kept in {(snapshot.context as { boatState: string }).boatState}</p>
      <button type="button" onClick={() => send(pickMooring)}>
        Continue
      </button>
    </div>
  );
}

function LocateScreen() {
  return <h2>Locate Marina</h2>;
}

const pickMarina = { type: 'type.pick', homePortType: 'Marina' };

const entry: ChartEntry = {
  id: 'fixture',
  title: 'Home port (fixture)',
  machine: fixtureMachine,
  basePath: '/members/memberships/$sfid/boats',
  states: { type: { screen: TypeScreen }, locate: { screen: LocateScreen } },
  scenarios: {
    'Minnesota boater': { description: 'Keeps a boat on a lake in Minnesota', input: { boatState: 'MN' } },
    'Lake Card boater in Florida': { description: 'Keeps a boat in Florida', input: { boatState: 'FL' } },
    'Minnesota boater on the map': {
      description: 'Has chosen a marina already',
      input: { boatState: 'MN' },
      events: [pickMarina],
    },
  },
  eventVariants: () => [pickMarina],
};

const activeStates = () => screen.getByTestId('active-states').textContent;
const enabledTransitions = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-transition-id][data-enabled="true"]')].map((element) =>
    element.getAttribute('data-transition-id'),
  );

describe('ChartView simulate mode', () => {
  it('steps through the chart with the event buttons and shows the context', async () => {
    render(<ChartView entry={entry} />);
    await screen.findByRole('group', { name: /diagram/ });
    expect(activeStates()).toBe('fixture.type');

    const events = screen.getByRole('list', { name: 'Events' });
    fireEvent.click(within(events).getByRole('button', { name: 'type.pick {"homePortType":"Marina"}' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');

    fireEvent.click(within(events).getByRole('button', { name: 'pin.drag' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.geocoding');
    expect(JSON.parse(screen.getByTestId('simulated-context').textContent ?? '{}')).toMatchObject({ pin: 1 });

    // invoked actors do not run: their outcomes are events to choose
    fireEvent.click(within(events).getByRole('button', { name: 'xstate.error.actor.reverseGeocode' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(activeStates()).toBe('fixture.type');
  });

  it('takes the guarded branch the chosen scenario allows, also by clicking the edge', async () => {
    const { container } = render(<ChartView entry={entry} />);
    await screen.findByRole('group', { name: /diagram/ });
    expect(enabledTransitions(container)).toEqual(['fixture.type|type.pick|1']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Lake Card boater in Florida' },
    });
    expect(screen.getByText('Keeps a boat in Florida')).toBeTruthy();
    expect(enabledTransitions(container)).toEqual(['fixture.type|type.pick|0']);

    fireEvent.click(screen.getByRole('button', { name: 'Step: type.pick [isLakeCardState]' }));
    expect(activeStates()).toBe('fixture.lakeCard');
    expect(enabledTransitions(container)).toEqual(['fixture.lakeCard|step.back|0']);

    // keyboard: enabled edges are focusable buttons
    const back = screen.getByRole('button', { name: 'Step: step.back' });
    expect(back.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(back, { key: 'Enter' });
    expect(activeStates()).toBe('fixture.type');
  });

  it('renders the real screen of the active state, whose events step the simulation', async () => {
    render(<ChartView entry={entry} />);
    await screen.findByRole('group', { name: /diagram/ });
    const preview = screen.getByRole('region', { name: 'Screen of the active state' });
    expect(within(preview).getByRole('heading').textContent).toBe('Set Home Port Location');
    expect(within(preview).getByText('Boat kept in MN')).toBeTruthy();

    fireEvent.click(within(preview).getByRole('button', { name: 'Continue' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');
    expect(screen.getByRole('region', { name: 'Screen of the active state' }).textContent).toBe(
      'Locate Marina',
    );
  });

  it('refuses a custom event the chart does not accept and sends one it does', async () => {
    render(<ChartView entry={entry} />);
    await screen.findByRole('group', { name: /diagram/ });
    const form = screen.getByRole('form', { name: 'Send an event with a payload' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Event type' }), {
      target: { value: 'type.pick' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload (JSON)' }), {
      target: { value: '{"homePortType": ""}' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send event' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/does not accept 'type.pick'/);
    expect(activeStates()).toBe('fixture.type');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload (JSON)' }), {
      target: { value: '{oops' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send event' }));
    expect(within(form).getByRole('alert').textContent).toBe('The payload is not valid JSON.');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload (JSON)' }), {
      target: { value: '{"homePortType": "Other"}' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send event' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');
  });

  it('starts a scenario at the step its events lead to, with its context', async () => {
    render(<ChartView entry={entry} />);
    await screen.findByRole('group', { name: /diagram/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Minnesota boater on the map' },
    });
    expect(screen.getByText('Has chosen a marina already')).toBeTruthy();
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');
    expect(JSON.parse(screen.getByTestId('simulated-context').textContent ?? '{}')).toEqual({
      boatState: 'MN',
      pin: 0,
      marks: 0,
    });
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Events' })).getByRole('button', { name: 'step.back' }),
    );
    expect(activeStates()).toBe('fixture.type');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(activeStates()).toBe('fixture.locate, fixture.locate.idle');
  });
});

describe('ChartView coverage marks', () => {
  it('colours each transition by whether a generated test walks it, with a legend', async () => {
    const coverage = new Map([
      ['fixture.type|type.pick|0', true],
      ['fixture.type|type.pick|1', false],
    ]);
    const { container } = render(<ChartView entry={entry} coverage={coverage} />);
    await screen.findByRole('group', { name: /diagram/ });
    const mark = (id: string) =>
      container.querySelector(`[data-transition-id="${id}"]`)?.getAttribute('data-coverage');
    expect(mark('fixture.type|type.pick|0')).toBe('covered');
    expect(mark('fixture.type|type.pick|1')).toBe('missing');
    expect(mark('fixture.lakeCard|step.back|0')).toBe('unknown');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['——→ walked by a generated test', '- - → not walked by any generated test']);
    expect(screen.getByText(/1 of 2 walked by generated tests/)).toBeTruthy();
    expect(screen.getByText('/members/memberships/$sfid/boats').tagName).toBe('CODE');
  });
});
