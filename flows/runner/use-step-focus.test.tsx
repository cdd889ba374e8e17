// Focus follows the user's step changes, not the steps a flow goes through by itself at load (the join's
// start waiting for its data, then the advisor): a page still loading keeps the browser's own focus.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { ContinueStep, renderFlowAt } from '@/tests/support/small-flow';
import { defineFlow, type FlowScreenProps } from '../define-flow';

const machine = setup({
  types: { events: {} as { type: 'next' } },
  actors: { loadData: fromPromise(async () => 'data') },
}).createMachine({
  id: 'loadingFirst',
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'loadData', onDone: 'first' } },
    first: { on: { next: 'second' } },
    second: {},
  },
});

const Loading = () => <h1>Loading</h1>;
const First = ({ send }: FlowScreenProps<typeof machine>) => <ContinueStep heading="First" send={send} />;
const Second = () => <h1>Second</h1>;

const flow = defineFlow({
  id: 'loadingFirst',
  machine,
  basePath: '/load',
  title: 'Loading first',
  persist: { key: 'loading-first', version: 1 },
  states: {
    loading: { path: '', screen: Loading, heading: 'Loading' },
    first: { path: 'first', screen: First, heading: 'First' },
    second: { path: 'second', screen: Second, heading: 'Second' },
  },
  actors: () => ({}),
});

describe('step focus', () => {
  it('leaves focus alone for the steps a flow reaches by itself at load, and follows the user after', async () => {
    renderFlowAt(flow, '/load');
    const first = await screen.findByRole('heading', { name: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).not.toBe(first);
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second' })));
  });
});
