// Arriving at a step's URL while the chart still loads what its steps need (member spec §2: the renewal's
// `selection` is a route of its own, while entering the renewal lands on contact): the URL is asked once
// the chart has loaded, and reached as the chart allows, instead of being lost to the loading step's URL.
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { testApiClient } from '@/tests/support/api-client';
import { defineFlow } from '../define-flow';
import { FlowRunner } from './flow-runner';

const BASE = '/members/memberships/M1/renew';

function renewalLike(loaded?: Promise<void>) {
  let finishLoading = () => {};
  loaded ??= new Promise<void>((resolve) => (finishLoading = resolve));
  const machine = setup({
    types: { events: {} as { type: 'cart.changeSelections' } },
    actors: { start: fromPromise(() => loaded) },
  }).createMachine({
    id: 'renewalLike',
    initial: 'loading',
    states: {
      loading: { tags: ['loading'], invoke: { src: 'start', onDone: 'contact' } },
      contact: { on: { 'cart.changeSelections': 'selection' } },
      selection: {},
      payment: {},
    },
  });
  const screenOf = (name: string) =>
    function Step() {
      return <h1>{name}</h1>;
    };
  const flow = defineFlow({
    id: 'renewalLike',
    machine,
    basePath: '/members/memberships/$sfid/renew',
    title: 'Renew',
    persist: { key: 'renewal-like', version: 1 },
    states: {
      loading: { path: '', screen: screenOf('Loading'), heading: 'Loading' },
      contact: { path: 'contact', screen: screenOf('Contact'), heading: 'Contact' },
      selection: { path: 'selection', screen: screenOf('Selection'), heading: 'Selection' },
      payment: { path: 'payment', screen: screenOf('Payment'), heading: 'Payment' },
    },
    navigationEvents: ['cart.changeSelections'],
    actors: () => ({}),
  });
  return { flow, finishLoading };
}

const api = testApiClient({
  baseUrl: 'http://sandbox.test/api',
  fetch: () => Promise.reject(new Error('no calls here')),
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

async function arriveAt(path: string, whileLoading: (history: RouterHistory) => void = () => {}) {
  window.sessionStorage.clear();
  const { flow, finishLoading } = renewalLike();
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<FlowRunner flow={flow} api={api} history={history} params={{ sfid: 'M1' }} />);
  await tick();
  // Still loading: the URL the member opened is kept.
  expect(history.location.pathname).toBe(path);
  whileLoading(history);
  await act(async () => finishLoading());
  await tick();
  return history;
}

describe('arriving while the chart loads', () => {
  it('opens `renew/selection` on the selection once loaded, not on the step the chart lands on', async () => {
    const history = await arriveAt(`${BASE}/selection`);
    await screen.findByRole('heading', { name: 'Selection' });
    expect(history.location.pathname).toBe(`${BASE}/selection`);
  });

  it('still sends the bare base path to where the chart lands (contact)', async () => {
    const history = await arriveAt(BASE);
    await screen.findByRole('heading', { name: 'Contact' });
    expect(history.location.pathname).toBe(`${BASE}/contact`);
  });

  it('a step the chart does not allow after loading keeps the member where the chart landed', async () => {
    // (Walking back from payment to the furthest step allowed would reach the selection: not asked for.)
    const history = await arriveAt(`${BASE}/payment`);
    await screen.findByRole('heading', { name: 'Contact' });
    expect(history.location.pathname).toBe(`${BASE}/contact`);
  });

  it('a load already over at arrival (its data asked ahead) keeps the member where the chart landed too', async () => {
    // The gift's deep link to payment: its price lists came with the code, so the chart has left its loading
    // step by the arrival's tick; walking back from payment would reach a step nobody asked for.
    window.sessionStorage.clear();
    const { flow } = renewalLike(Promise.resolve());
    const history = createMemoryHistory({ initialEntries: [`${BASE}/payment`] });
    render(<FlowRunner flow={flow} api={api} history={history} params={{ sfid: 'M1' }} />);
    await tick();
    await screen.findByRole('heading', { name: 'Contact' });
    expect(history.location.pathname).toBe(`${BASE}/contact`);
  });

  it('leaves an error page the load sent the member to alone, and arrives on the way back', async () => {
    const history = await arriveAt(`${BASE}/selection`, (h) => h.push('/error/server_error'));
    expect(history.location.pathname).toBe('/error/server_error');
    await act(async () => history.back());
    await screen.findByRole('heading', { name: 'Selection' });
    expect(history.location.pathname).toBe(`${BASE}/selection`);
  });
});
