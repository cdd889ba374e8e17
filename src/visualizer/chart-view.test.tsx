import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ChartEntry } from './chart-entry';
import type { SimulationLink } from './chart-view';
import { ChartView } from './chart-view';
import { fixtureMachine } from './fixture-machine';

// elkjs loads on the first layout: slow on a busy machine
const drawn = () => screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
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

const describeFixtureEvent = (event: EventObject): string => {
  switch (event.type) {
    case 'type.pick':
      return `Choose '${(event as typeof pickMarina).homePortType}'`;
    case 'step.back':
      return "Press 'Back'";
    case 'pin.drag':
      return 'Drag the pin';
    default:
      return "Press 'Continue'";
  }
};

const entry: ChartEntry = {
  id: 'fixture',
  title: 'Home port (fixture)',
  purpose: 'A member sets where the boat is kept.',
  portal: 'member',
  machine: fixtureMachine,
  describeEvent: describeFixtureEvent,
  guardRules: { isLakeCardState: 'if the boat is kept in a Lake Card state' },
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

const place = () => screen.getByTestId('simulated-place').textContent;
const activeStates = () => screen.getByTestId('active-states').textContent;
const boaterCan = () => within(screen.getByRole('list', { name: 'The boater can' }));
const enabledEdges = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-edge-id][data-enabled="true"]')].map((element) =>
    element.getAttribute('data-edge-id'),
  );

/** The page's text a product owner reads: everything but the closed 'Developer details'. */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details:not([open]) > :not(summary)').forEach((element) => element.remove());
  return copy.textContent ?? '';
}

describe('ChartView simulate mode', () => {
  it('offers the moves in words and a call’s outcomes by name, with undo and start over', async () => {
    const { container } = render(<ChartView entry={entry} />);
    await drawn();
    expect(place()).toBe('Type');

    // a guarded move reads as its rule
    fireEvent.click(boaterCan().getByRole('button', { name: /^Choose 'Marina' — if / }));
    expect(place()).toBe('Locate › Idle');
    fireEvent.click(boaterCan().getByRole('button', { name: 'Drag the pin' }));
    expect(place()).toBe('Locate › Geocoding');
    expect(JSON.parse(screen.getByTestId('simulated-context').textContent ?? '{}')).toMatchObject({ pin: 1 });

    // invoked actors do not run: their outcomes are named choices
    const call = within(screen.getByRole('list', { name: 'Reverse geocode call outcomes' }));
    expect(call.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'succeeds',
      'Server error',
      'Network cut',
    ]);
    fireEvent.click(call.getByRole('button', { name: 'Network cut' }));
    expect(place()).toBe('Locate › Idle');
    expect(visibleText(container)).not.toMatch(/xstate\.|[{}]/);

    fireEvent.click(screen.getByRole('button', { name: 'Undo last move' }));
    expect(place()).toBe('Locate › Geocoding');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(place()).toBe('Type');
    expect(activeStates()).toBe('fixture.type');
  });

  it('takes the guarded branch the chosen scenario allows, also by clicking the edge', async () => {
    const { container } = render(<ChartView entry={entry} />);
    await drawn();
    expect(enabledEdges(container)).toEqual(['fixture.type~fixture.locate']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Lake Card boater in Florida' },
    });
    expect(screen.getByText('Keeps a boat in Florida')).toBeTruthy();
    expect(enabledEdges(container)).toEqual(['fixture.type~fixture.lakeCard']);

    fireEvent.click(
      // no recorded walk to word it with: the event type in words, and the flow's rule
      screen.getByRole('button', { name: 'Step: Type pick if the boat is kept in a Lake Card state' }),
    );
    expect(place()).toBe('Lake card');
    expect(enabledEdges(container)).toEqual(['fixture.lakeCard~fixture.type']);

    // keyboard: enabled edges are focusable buttons; a move back is a '↩ step' chip in its box
    const back = screen.getByRole('button', { name: 'Step: ↩ Type' });
    expect(back.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(back, { key: 'Enter' });
    expect(place()).toBe('Type');
  });

  it('opens a step in place and closes it again; the active inner state is highlighted', async () => {
    const { container } = render(
      <ChartView entry={entry} link={{ scenario: 'Minnesota boater on the map', steps: ['pin.drag'] }} />,
    );
    await screen.findByRole('button', { name: /Locate/, expanded: false });
    expect(container.querySelector('[data-state-id="fixture.locate"]')?.getAttribute('data-active')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: /Locate/, expanded: false }));
    const geocoding = await waitFor(() => {
      const element = container.querySelector('[data-state-id="fixture.locate.geocoding"]');
      expect(element).not.toBeNull();
      return element;
    });
    expect(geocoding?.getAttribute('data-active')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Locate/, expanded: true }));
    await waitFor(() =>
      expect(container.querySelector('[data-state-id="fixture.locate.geocoding"]')).toBeNull(),
    );
  });

  it('renders the real screen of the active state, whose events step the simulation', async () => {
    const { container } = render(<ChartView entry={entry} />);
    await drawn();
    const preview = () => screen.getByRole('region', { name: 'Screen of the active state' });
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Set Home Port Location' })).toBeTruthy();
    expect(within(preview()).getByText('Boat kept in MN')).toBeTruthy();

    fireEvent.click(within(preview()).getByRole('button', { name: 'Continue' }));
    expect(place()).toBe('Locate › Idle');
    expect(within(preview()).getByRole('heading', { name: 'Locate Marina' })).toBeTruthy();
    fireEvent.click(within(preview()).getByRole('button', { name: 'Full width' }));
    expect(container.querySelector('.chart-view--screen-wide')).not.toBeNull();
    expect(within(preview()).getByRole('button', { name: 'Back beside the chart' })).toBeTruthy();
  });

  it('keeps raw events, the context and a free event form behind Developer details', async () => {
    render(<ChartView entry={entry} />);
    await drawn();
    fireEvent.click(screen.getByText('Developer details'));
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
    expect(screen.getByTestId('simulated-events').textContent).toBe(
      '{"homePortType":"Other","type":"type.pick"}',
    );
  });

  it('starts where a shared link left off, tells the page every move, and drops moves that no longer fit', async () => {
    const links: SimulationLink[] = [];
    const { unmount } = render(
      <ChartView
        entry={entry}
        link={{ scenario: 'Minnesota boater', steps: ['type.pick', 'pin.drag', 'reverseGeocode:network'] }}
        onLink={(link) => links.push(link)}
      />,
    );
    await drawn();
    expect(place()).toBe('Locate › Idle');
    expect(JSON.parse(screen.getByTestId('simulated-context').textContent ?? '{}')).toMatchObject({
      boatState: 'MN',
      pin: 1,
    });
    fireEvent.click(boaterCan().getByRole('button', { name: "Press 'Back'" }));
    expect(links.at(-1)).toEqual({
      scenario: 'Minnesota boater',
      steps: ['type.pick', 'pin.drag', 'reverseGeocode:network', 'step.back'],
      state: 'type',
    });
    unmount();

    render(
      <ChartView entry={entry} link={{ scenario: 'Minnesota boater', steps: ['type.pick', 'nonsense'] }} />,
    );
    await drawn();
    expect(place()).toBe('Locate › Idle');
    expect(screen.getByRole('note').textContent).toMatch(/no longer fit the chart/);
  });

  it('goes to a chosen step by the fewest moves the scenario allows', async () => {
    render(<ChartView entry={entry} />);
    await drawn();
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to step' }), {
      target: { value: 'fixture.done' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(place()).toBe('Done');
    expect(screen.getByText(/the journey has ended/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Lake Card boater in Florida' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to step' }), {
      target: { value: 'fixture.done' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    // this scenario's data never leads there: another scenario's does, and the simulation takes it
    expect(place()).toBe('Done');
    expect((screen.getByRole('combobox', { name: 'Scenario' }) as HTMLSelectElement).value).not.toBe(
      'Lake Card boater in Florida',
    );
  });
});

describe('ChartView coverage marks and rules', () => {
  it('colours each edge by whether the generated tests walk its moves, and lists the rules', async () => {
    const coverage = new Map([
      ['fixture.type|type.pick|0', true],
      ['fixture.type|type.pick|1', false],
    ]);
    const { container } = render(<ChartView entry={entry} coverage={coverage} />);
    await drawn();
    const mark = (id: string) =>
      container.querySelector(`[data-edge-id="${id}"]`)?.getAttribute('data-coverage');
    expect(mark('fixture.type~fixture.lakeCard')).toBe('covered');
    expect(mark('fixture.type~fixture.locate')).toBe('missing');
    expect(mark('fixture.lakeCard~fixture.type')).toBe('unknown');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['——→ walked by a generated test', '- - → not walked by any generated test']);
    expect(screen.getByText(/1 of 2 walked by generated tests/)).toBeTruthy();
    expect(screen.getByText('/members/memberships/$sfid/boats').tagName).toBe('CODE');

    const rules = within(screen.getByRole('region', { name: 'Rules' }));
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The boat is kept in a Lake Card state — decides moves from Type; walked by the generated tests',
      'Type chosen — decides moves from Type; not walked by every generated test',
    ]);
  });
});
