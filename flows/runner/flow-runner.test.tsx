import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '@/api/client';
import { testApiClient } from '@/tests/support/api-client';
import { homePortChildFlow } from '@/journeys/home-port/home-port-child-flow';
import { homePortFlow } from '@/journeys/home-port/home-port.journey';
import { KEY_WEST_MARINA, KEY_WEST_OPERATOR } from '@/journeys/home-port/home-port.examples';
import {
  defineFlow,
  type AnyFlowDefinition,
  type ChildFlowSource,
  type FlowScreenProps,
} from '../define-flow';
import type { LazyScreen } from '../lazy-screen';
import { storageKey } from '../stored-run';
import { FlowRunner } from './flow-runner';

const BASE = '/members/memberships/M1/boats';
const params = { sfid: 'M1' };

/** The typed client over a fake fetch that answers the place calls like the sandbox does. */
function fakeApi(): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const place = {
    place_id: KEY_WEST_MARINA.placeId,
    formatted_address: KEY_WEST_MARINA.formattedAddress,
    name: KEY_WEST_MARINA.name,
    types: KEY_WEST_MARINA.types,
    street_number: '951',
    street: 'Caroline St',
    city: 'Key West',
    state: 'FL',
    country: 'US',
    postal_code: '33040',
    subpremise: null,
    lat: KEY_WEST_MARINA.lat,
    lng: KEY_WEST_MARINA.lng,
  };
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const client = testApiClient({
    baseUrl: 'http://sandbox.test/api',
    fetch: async (request) => {
      const url = new URL(request.url);
      const path = `${url.pathname.replace('/api', '')}${url.search}`;
      if (request.method === 'POST') {
        calls.push(`POST ${path} ${await request.text()}`);
        return answer({
          sfid: KEY_WEST_OPERATOR.id,
          name: KEY_WEST_OPERATOR.name,
          description: KEY_WEST_OPERATOR.description,
          captain_name__c: 'Captain Ray',
          email: 'keywest@example.com',
          x24_hour_phone__c: KEY_WEST_OPERATOR.phone,
          latitude: 24.55,
          longitude: -81.78,
        });
      }
      calls.push(`GET ${path}`);
      if (path.startsWith('/google_places'))
        return answer({
          results: [
            { place_id: place.place_id, formatted_address: place.formatted_address, name: place.name },
          ],
        });
      if (path.startsWith('/googleplacesdetails/')) return answer(place);
      return answer({ results: [place] });
    },
  });
  return Object.assign(client, { calls });
}

function renderHomePort(
  history: RouterHistory,
  api: ApiClient = fakeApi(),
  onDone?: (output: unknown) => void,
) {
  return render(
    <FlowRunner
      flow={homePortFlow}
      api={api}
      history={history}
      params={params}
      input={{}}
      {...(onDone ? { onDone } : {})}
    />,
  );
}

async function chooseMarinaAndContinue() {
  await userEvent.click(screen.getByRole('radio', { name: 'Marina' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Search for your Marina' });
}

async function chooseKeyWest() {
  await userEvent.type(screen.getByRole('combobox'), 'Key West');
  await userEvent.click(
    await screen.findByRole('option', { name: KEY_WEST_MARINA.formattedAddress }, { timeout: 2000 }),
  );
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
  );
}

// The later steps' screens load on first entry (lazyScreen). Loaded before the tests, a step change renders
// at once: what is tested here is the runner, not how long vitest takes to transform a screen while other
// test files load the machine (the first test's import then outlasted findBy's wait).
beforeAll(async () => {
  await Promise.all(
    Object.values(homePortFlow.states).map((state) =>
      (state.screen as Partial<LazyScreen<object>>).preload?.(),
    ),
  );
}, 60_000);

describe('FlowRunner on the home-port flow', () => {
  it('gives each state its URL and navigates on state entry', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history);
    expect(screen.getByRole('heading', { name: 'Set Home Port Location' })).toBeTruthy();
    await chooseMarinaAndContinue();
    expect(history.location.pathname).toBe(`${BASE}/home_port_address`);
  });

  it('moves focus to the new step heading on a step change, not on the first step', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history);
    const first = screen.getByRole('heading', { name: 'Set Home Port Location' });
    expect(document.activeElement).not.toBe(first);
    await chooseMarinaAndContinue();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Search for your Marina' })),
    );
    act(() => history.back());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Set Home Port Location' })),
    );
  });

  it('starts without input, as the standalone route does', () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    render(<FlowRunner flow={homePortFlow} api={fakeApi()} history={history} params={params} />);
    expect(screen.getByRole('heading', { name: 'Set Home Port Location' })).toBeTruthy();
  });

  it('shows the required message and stays when Continue is pressed without a type', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')?.textContent).toContain('Where do you typically keep your boat?');
    expect(history.location.pathname).toBe(`${BASE}/home_port_type`);
  });

  it('redirects a deep link to a step the chart does not allow yet to the furthest allowed step', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_location`] });
    renderHomePort(history);
    await waitFor(() => expect(history.location.pathname).toBe(`${BASE}/home_port_type`));
    await chooseMarinaAndContinue();
    // Type chosen, no place yet: the locate step is still out of reach, the address step is the furthest.
    act(() => history.push(`${BASE}/home_port_location`));
    await waitFor(() => expect(history.location.pathname).toBe(`${BASE}/home_port_address`));
    expect(screen.getByRole('heading', { name: 'Search for your Marina' })).toBeTruthy();
  });

  it('maps Back and Forward to the chart', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history);
    await chooseMarinaAndContinue();
    act(() => history.back());
    await screen.findByRole('heading', { name: 'Set Home Port Location' });
    expect((screen.getByRole('radio', { name: 'Marina' }) as HTMLInputElement).checked).toBe(true);
    act(() => history.forward());
    await screen.findByRole('heading', { name: 'Search for your Marina' });
  });

  it('resumes after a reload at the same step with the same data', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    const first = renderHomePort(history);
    await chooseMarinaAndContinue();
    await chooseKeyWest();
    first.unmount();
    const reloaded = createMemoryHistory({ initialEntries: [`${BASE}/home_port_address`] });
    renderHomePort(reloaded);
    expect(screen.getByRole('heading', { name: 'Search for your Marina' })).toBeTruthy();
    expect(screen.getByLabelText('Chosen place')?.textContent).toContain(KEY_WEST_MARINA.formattedAddress);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'an older schema version',
      JSON.stringify({ version: 0, snapshot: { status: 'active', value: 'type', context: {} } }),
    ],
    [
      'a state the chart no longer has',
      JSON.stringify({
        version: 1,
        snapshot: { status: 'active', value: 'mapPicker', context: {}, children: {} },
      }),
    ],
  ])('drops a stored snapshot that is %s and starts fresh', (_label, stored) => {
    window.sessionStorage.setItem(storageKey(homePortFlow as never), stored);
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_address`] });
    renderHomePort(history);
    expect(screen.getByRole('heading', { name: 'Set Home Port Location' })).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKey(homePortFlow as never))).not.toBe(stored);
  });

  it('derives the step bar: later steps unavailable, earlier ones summarised with an Edit link', async () => {
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history);
    await chooseMarinaAndContinue();
    const steps = screen.getByRole('list', { name: 'Home port wizard steps' });
    const [typeStep, addressStep, locateStep] = Array.from(steps.querySelectorAll('li'));
    expect(typeStep?.textContent).toContain('Marina');
    expect(addressStep?.getAttribute('aria-current')).toBe('step');
    expect(locateStep?.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Home Port Type' }));
    await screen.findByRole('heading', { name: 'Set Home Port Location' });
    expect(history.location.pathname).toBe(`${BASE}/home_port_type`);
  });

  it('runs to the end with the real actors and returns the merged data and local operator', async () => {
    const api = fakeApi();
    const onDone = vi.fn();
    const history = createMemoryHistory({ initialEntries: [`${BASE}/home_port_type`] });
    renderHomePort(history, api, onDone);
    await chooseMarinaAndContinue();
    await chooseKeyWest();
    expect(api.calls).toContain('GET /google_places?input=Key+West');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Locate Marina' });
    expect((screen.getByRole('textbox', { name: /Home Port Name/ }) as HTMLInputElement).value).toBe(
      'Key West Bight Marina',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({
      homePortType: 'Marina',
      homePortName: 'Key West Bight Marina',
      city: 'Key West',
      state: 'FL',
      aor: KEY_WEST_OPERATOR,
    });
    expect(api.calls).toContain(
      `POST /utility/latlongaor ${JSON.stringify({ lat: KEY_WEST_MARINA.lat, lon: KEY_WEST_MARINA.lng })}`,
    );
    expect(window.sessionStorage.getItem(storageKey(homePortFlow as never))).toBeNull();
  });
});

// A small payment flow: the card number is sensitive and must never reach storage.
const cardMachine = setup({
  types: {
    context: {} as { holder: string; cardNumber: string },
    events: {} as { type: 'card.enter'; holder: string; cardNumber: string },
  },
}).createMachine({
  id: 'card',
  context: { holder: '', cardNumber: '' },
  initial: 'payment',
  states: {
    payment: {
      on: {
        'card.enter': {
          actions: assign(({ event }) => ({ holder: event.holder, cardNumber: event.cardNumber })),
        },
      },
    },
  },
});

function CardScreen({ snapshot, send }: FlowScreenProps<typeof cardMachine>) {
  return (
    <div>
      <h1>Payment</h1>
      <p>Holder: {snapshot.context.holder}</p>
      <p>Card: {snapshot.context.cardNumber || 'none'}</p>
      <button
        type="button"
        onClick={() => send({ type: 'card.enter', holder: 'Pat Boater', cardNumber: '4111111111111111' })}
      >
        Enter card
      </button>
    </div>
  );
}

const cardFlow = defineFlow({
  id: 'card',
  machine: cardMachine,
  basePath: '/pay',
  title: 'Pay',
  persist: { key: 'card', version: 1, sensitive: ['cardNumber'] },
  states: { payment: { path: 'payment', screen: CardScreen, heading: 'Payment' } },
  actors: () => ({}),
});

describe('FlowRunner persistence of sensitive fields', () => {
  it('never writes fields the flow marks sensitive, and resumes the rest', async () => {
    const history = createMemoryHistory({ initialEntries: ['/pay/payment'] });
    const first = render(<FlowRunner flow={cardFlow} api={fakeApi()} history={history} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter card' }));
    const stored = window.sessionStorage.getItem(storageKey(cardFlow as never)) ?? '';
    expect(stored).toContain('Pat Boater');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('cardNumber');
    first.unmount();
    render(
      <FlowRunner
        flow={cardFlow}
        api={fakeApi()}
        history={createMemoryHistory({ initialEntries: ['/pay/payment'] })}
      />,
    );
    expect(screen.getByText('Holder: Pat Boater')).toBeTruthy();
    expect(screen.queryByText(/4111/)).toBeNull();
  });
});

// A parent flow that runs the home-port wizard as a child inside its boat step and merges the result.
const boatMachine = setup({
  types: { context: {} as { boatName: string; homePort: unknown }, events: {} as { type: 'homePort.start' } },
  actors: {
    homePort: fromPromise<unknown, unknown>(() => Promise.reject(new Error('provided by the flow'))),
  },
}).createMachine({
  id: 'boatWithHomePort',
  context: { boatName: 'Sea Breeze', homePort: null },
  initial: 'boat',
  states: {
    boat: { on: { 'homePort.start': 'homePort' } },
    homePort: {
      invoke: {
        id: 'homePort',
        src: 'homePort',
        input: () => ({}),
        onDone: { target: 'review', actions: assign({ homePort: ({ event }) => event.output }) },
      },
    },
    review: {},
  },
});

function BoatScreen({ send }: FlowScreenProps<typeof boatMachine>) {
  return (
    <div>
      <h1>Primary Boat Information</h1>
      <button type="button" onClick={() => send({ type: 'homePort.start' })}>
        Set home port
      </button>
    </div>
  );
}

function ReviewScreen({ snapshot }: FlowScreenProps<typeof boatMachine>) {
  const homePort = snapshot.context.homePort as { homePortName?: string } | null;
  return (
    <div>
      <h1>Review</h1>
      <p>
        {snapshot.context.boatName} at {homePort?.homePortName}
      </p>
    </div>
  );
}

const boatFlowWith = (homePort: ChildFlowSource) =>
  defineFlow({
    id: 'boatWithHomePort',
    machine: boatMachine,
    basePath: '/members/join/apply',
    title: 'Boat',
    persist: { key: 'boat-test', version: 1 },
    states: {
      boat: { path: 'boats', screen: BoatScreen, heading: 'Primary Boat Information' },
      homePort: {
        path: 'boats',
        screen: BoatScreen,
        child: { invokeId: 'homePort', flow: homePort },
      },
      review: { path: 'review', screen: ReviewScreen, heading: 'Review' },
    },
    actors: () => ({}),
  });
const boatFlow = boatFlowWith(homePortChildFlow);

describe('FlowRunner child flows', () => {
  it('runs the home-port wizard under the boat step and merges its output into the parent', async () => {
    const history = createMemoryHistory({ initialEntries: ['/members/join/apply/boats'] });
    render(<FlowRunner flow={boatFlow} api={fakeApi()} history={history} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set home port' }));
    await screen.findByRole('heading', { name: 'Set Home Port Location' });
    expect(history.location.pathname).toBe('/members/join/apply/boats/home_port_type');
    await chooseMarinaAndContinue();
    await chooseKeyWest();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Locate Marina' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review' });
    expect(screen.getByText('Sea Breeze at Key West Bight Marina')).toBeTruthy();
    expect(history.location.pathname).toBe('/members/join/apply/review');
  });

  it("holds a step's event until the binding of the child flow it may start has loaded", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let loaded: AnyFlowDefinition | undefined;
    const slowChild = {
      load: () => released.then(() => (loaded = homePortFlow)),
      get: () => loaded,
    };
    const history = createMemoryHistory({ initialEntries: ['/members/join/apply/boats'] });
    render(<FlowRunner flow={boatFlowWith(slowChild)} api={fakeApi()} history={history} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set home port' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing was started without the child's code: the step stays, its URL too.
    expect(screen.getByRole('heading', { name: 'Primary Boat Information' })).toBeTruthy();
    expect(history.location.pathname).toBe('/members/join/apply/boats');
    // …and says it is busy meanwhile.
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelector('.flow')?.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByRole('heading', { name: 'Set Home Port Location' });
    expect(history.location.pathname).toBe('/members/join/apply/boats/home_port_type');
    expect(document.querySelector('[aria-busy]')).toBeNull();
  });

  it("says so when the child flow's code cannot load, and Retry Request loads it and sends the press", async () => {
    let online = false;
    let loaded: AnyFlowDefinition | undefined;
    const flakyChild = {
      load: async () => {
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return (loaded = homePortFlow);
      },
      get: () => loaded,
    };
    const history = createMemoryHistory({ initialEntries: ['/members/join/apply/boats'] });
    render(<FlowRunner flow={boatFlowWith(flakyChild)} api={fakeApi()} history={history} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set home port' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The network is unavailable. Please retry your request again.');
    // Focus on it: the press may have been far below, at the end of a long form.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // The step and what it shows stay.
    expect(screen.getByRole('heading', { name: 'Primary Boat Information' })).toBeTruthy();
    expect(history.location.pathname).toBe('/members/join/apply/boats');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Request' }));
    await screen.findByRole('heading', { name: 'Set Home Port Location' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(history.location.pathname).toBe('/members/join/apply/boats/home_port_type');
  });

  it("resumes after a reload at the child's step with what was chosen there (decision 114)", async () => {
    const history = createMemoryHistory({ initialEntries: ['/members/join/apply/boats'] });
    const first = render(<FlowRunner flow={boatFlow} api={fakeApi()} history={history} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set home port' }));
    await chooseMarinaAndContinue();
    await chooseKeyWest();
    first.unmount();
    const reloaded = createMemoryHistory({ initialEntries: ['/members/join/apply/boats/home_port_address'] });
    render(<FlowRunner flow={boatFlow} api={fakeApi()} history={reloaded} />);
    expect(screen.getByRole('heading', { name: 'Search for your Marina' })).toBeTruthy();
    expect(screen.getByLabelText('Chosen place')?.textContent).toContain(KEY_WEST_MARINA.formattedAddress);
    expect(reloaded.location.pathname).toBe('/members/join/apply/boats/home_port_address');
  });
});
