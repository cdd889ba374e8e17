import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { readChart } from './chart-model';
import { takeSnapshot } from './chart-snapshot';
import { DiffPanel } from './diff-panel';
import type { SnapshotStore } from './diff-snapshots';

const pay = setup({ types: { events: {} as { type: 'next' } | { type: 'back' } } });
const release = pay.createMachine({
  id: 'pay',
  initial: 'terms',
  states: {
    terms: { on: { next: 'card' } },
    card: { on: { next: 'done', back: 'terms' } },
    done: { type: 'final' },
  },
});
const now = pay.createMachine({
  id: 'pay',
  initial: 'card',
  states: { terms: { on: { next: 'done' } }, card: { on: { next: 'terms' } }, done: { type: 'final' } },
});
const invariants = [
  { name: 'the card only after the terms', into: 'pay.card', passesThrough: ['pay.terms'] },
];
const snapshot = (machine: typeof now, version: string) =>
  takeSnapshot({
    chart: readChart(machine),
    title: 'Pay',
    version,
    wording: { stepLabels: { terms: 'Terms', card: 'Card form', done: 'Welcome' } },
    invariants,
    paths: [],
  });

const store: SnapshotStore = {
  versions: () => ['1.0.0'],
  load: async (version) => snapshot(version === 'current' ? now : release, version),
};

describe('Compare with…', () => {
  it('lists the saved versions and reports the changes since the chosen one in words and as a drawing', async () => {
    const onCompare = vi.fn();
    const { rerender } = render(
      <DiffPanel chartId="pay" machine={now} compare={undefined} onCompare={onCompare} snapshots={store} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Saved version'), '1.0.0');
    expect(onCompare).toHaveBeenCalledWith('1.0.0');

    rerender(
      <DiffPanel chartId="pay" machine={now} compare="1.0.0" onCompare={onCompare} snapshots={store} />,
    );
    const changed = await screen.findByRole('heading', { name: 'Changed' });
    const items = within(changed.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Pay: now starts at 'Card form' instead of 'Terms'.",
      'Terms: next now goes to Welcome instead of Card form.',
      'Card form: next now goes to Terms instead of Welcome.',
    ]);
    expect(screen.getByRole('heading', { name: 'Removed' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /changes since 1.0.0/ })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the live chart moved on since the saved current snapshot', async () => {
    render(
      <DiffPanel chartId="pay" machine={release} compare="1.0.0" onCompare={() => {}} snapshots={store} />,
    );
    expect((await screen.findByRole('note')).textContent).toMatch(/changed since npm run charts/);
  });
});
