// A step whose screen's code cannot come over the network shows the spec's network notice in the screen's
// place, with the run and the step kept, and 'Retry Request' loads it again; other errors still reach the
// page's boundary.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { ContinueStep, renderFlowAt } from '@/tests/support/small-flow';
import { defineFlow, type FlowScreenProps } from '../define-flow';
import { ScreenLoadError } from '../lazy-screen';

const machine = setup({ types: { events: {} as { type: 'next' } } }).createMachine({
  id: 'twoSteps',
  initial: 'first',
  states: { first: { on: { next: 'second' } }, second: {} },
});

const FirstScreen = ({ send }: FlowScreenProps<typeof machine>) => (
  <ContinueStep heading="First" send={send} />
);

const SecondScreen = () => <h1>Second</h1>;

type Screen = ComponentType<FlowScreenProps<typeof machine>>;

function flowWith(second: Screen) {
  return defineFlow({
    id: 'twoSteps',
    machine,
    basePath: '/two',
    title: 'Two steps',
    persist: { key: 'two-steps', version: 1 },
    states: {
      first: { path: 'first', screen: FirstScreen, heading: 'First' },
      second: { path: 'second', screen: second, heading: 'Second' },
    },
    actors: () => ({}),
  });
}

class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Page error: {String(this.state.error)}</p> : this.props.children;
  }
}

function renderFlow(second: Screen) {
  return renderFlowAt(flowWith(second), '/two/first', (runner) => <PageBoundary>{runner}</PageBoundary>);
}

describe('a step whose screen cannot load', () => {
  // The screen throws what `lazyScreen` throws for a failed load (no suspense here: jsdom leaves a screen
  // suspended by `use` on its fallback; tests/browser/step-code-offline.test.ts loads real chunks).
  it('shows the network notice in its place, and Retry Request asks for the code again', async () => {
    let online = false;
    let reloads = 0;
    const reload = async () => {
      reloads += 1;
    };
    const Second: Screen = () => {
      if (!online)
        throw new ScreenLoadError(new TypeError('Failed to fetch dynamically imported module'), reload);
      return <SecondScreen />;
    };
    const history = renderFlow(Second);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The network is unavailable. Please retry your request again.');
    expect(document.activeElement).toBe(notice);
    expect(history.location.pathname).toBe('/two/second');
    expect(screen.queryByText(/Page error/)).toBeNull();

    // Still offline: the notice again, after one more ask.
    await userEvent.click(screen.getByRole('button', { name: 'Retry Request' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reloads).toBe(1);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Request' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reloads).toBe(2);
  });

  it('lets any other error of a screen reach the page', async () => {
    const Broken: Screen = () => {
      throw new Error('a bug');
    };
    renderFlow(Broken);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByText(/Page error/)).textContent).toContain('a bug');
    expect(screen.queryByText('Retry Request')).toBeNull();
  });
});
