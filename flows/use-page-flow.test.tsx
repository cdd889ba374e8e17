// usePageFlow: a chart a page runs keeps its snapshot per scope like a mounted flow (decision 164): typed
// values come back after a remount (a reload), another scope starts fresh, finishing or discarding forgets.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { testApiClient } from '@/tests/support/api-client';
import { defineFlow } from './define-flow';
import { storageKey } from './stored-run';
import { pageFlowKept, usePageFlow } from './use-page-flow';

const noteMachine = setup({
  types: {
    context: {} as { note: string },
    input: {} as { note: string },
    events: {} as { type: 'note.type'; text: string } | { type: 'note.save' },
  },
}).createMachine({
  id: 'note',
  context: ({ input }) => ({ note: input.note }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'note.type': { actions: assign({ note: ({ event }) => event.text }) },
        'note.save': 'saved',
      },
    },
    saved: { type: 'final' },
  },
});

const noteFlow = defineFlow({
  id: 'note',
  machine: noteMachine,
  basePath: '/notes',
  title: 'Note',
  persist: { key: 'note', version: 1 },
  states: { editing: { path: '', screen: () => null, heading: 'Note' } },
  actors: () => ({}),
});

const api = testApiClient({
  baseUrl: 'http://sandbox.test/api',
  getApp: () => 'programs',
  fetch: () => Promise.reject(new Error('no calls here')),
});

function NotePage({ scope }: { scope: string }) {
  const { actor, discard } = usePageFlow(noteFlow, api, { input: { note: 'stored' }, scope });
  const note = useSelector(actor, (s) => (s.status === 'done' ? 'saved' : s.context.note));
  return (
    <>
      <p>Note: {note}</p>
      <button onClick={() => actor.send({ type: 'note.type', text: 'typed' })}>Type</button>
      <button onClick={() => actor.send({ type: 'note.save' })}>Save</button>
      <button onClick={discard}>Cancel</button>
    </>
  );
}

afterEach(() => window.sessionStorage.clear());

describe('usePageFlow', () => {
  it('keeps nothing until a change, then resumes the typed values in the same scope only', async () => {
    const first = render(<NotePage scope="acc-1:new" />);
    expect(pageFlowKept(noteFlow, 'acc-1:new')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(pageFlowKept(noteFlow, 'acc-1:new')).toBe(true);
    first.unmount();

    const again = render(<NotePage scope="acc-1:new" />);
    expect(screen.getByText('Note: typed')).toBeTruthy();
    again.unmount();
    render(<NotePage scope="acc-1:offer-2" />);
    expect(screen.getByText('Note: stored')).toBeTruthy();
  });

  it('forgets the kept values when the chart finishes or the page discards them', async () => {
    const first = render(<NotePage scope="a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Note: saved')).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKey(noteFlow, 'a'))).toBeNull();
    first.unmount();

    render(<NotePage scope="b" />);
    await userEvent.click(screen.getByRole('button', { name: 'Type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(pageFlowKept(noteFlow, 'b')).toBe(false);
  });
});
