import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageSummary } from './chart-coverage';
import type { ChartEntry } from './chart-entry';
import { readChart } from './chart-model';
import { fixtureMachine } from './fixture-machine';
import { FlowsList } from './flows-list';
import type { JourneyRun, JourneyRuns } from './journey-runs';

const chart = readChart(fixtureMachine);
const ids = chart.transitions.map((transition) => transition.id);

const entries: ChartEntry[] = [
  {
    id: 'fixture',
    title: 'Home port (fixture)',
    purpose: 'A member sets where the boat is kept.',
    portal: 'member',
    machine: fixtureMachine,
    journeyPlan: 'docs/journeys/fixture.md',
  },
  {
    id: 'unmeasured',
    title: 'Unmeasured chart',
    purpose: 'A partner tries something new.',
    portal: 'partner',
    machine: fixtureMachine,
  },
];
const runOf = (transitions: string[], walked: string[]): JourneyRun => ({
  plan: 'plan',
  journeys: 3,
  passed: 3,
  transitions: transitions.map((id) => ({ id, walked: walked.includes(id) })),
  decisions: [
    { rule: 'Where do you boat?', outcome: 'Salt water', walked: true },
    { rule: 'Where do you boat?', outcome: 'Both', walked: false },
  ],
});
const current: JourneyRuns = { fixture: runOf(ids, ids.slice(0, 3)) };
// run before the chart gained its last transition
const outdated: JourneyRuns = { fixture: runOf(ids.slice(0, -1), ids.slice(0, -1)) };

function renderList(coverageOf: (entry: ChartEntry) => ReturnType<typeof coverageSummary>) {
  const rootRoute = createRootRoute({
    component: () => <FlowsList entries={entries} coverageOf={coverageOf} />,
  });
  const chartRoute = createRoute({ getParentRoute: () => rootRoute, path: 'flows/$machineId' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([chartRoute]),
    history: createMemoryHistory({ initialEntries: ['/flows'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('FlowsList', () => {
  it('lists every journey in words with its portal, purpose, size, coverage walked in the browser and plan', async () => {
    renderList((entry) => (entry.id === 'fixture' ? coverageSummary(entry.machine, current) : undefined));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    const link = within(rows[0]!).getByRole('link', { name: 'Home port (fixture)' });
    expect(link.getAttribute('href')).toBe('/flows/fixture');
    expect(cells(rows[0]!)).toEqual([
      'Member portal',
      'A member sets where the boat is kept.',
      '6',
      String(ids.length),
      `3 of ${ids.length} transitions (${Math.round((3 / ids.length) * 100)}%), 1 of 2 decisions (50%) walked in the browser`,
      'docs/journeys/fixture.md',
    ]);
    expect(cells(rows[1]!).slice(0, 2)).toEqual(['Partner portal', 'A partner tries something new.']);
    expect(cells(rows[1]!).slice(-2)).toEqual(['no journey plan run in a browser', 'none yet']);
  });

  it('says when the browser run is older than the chart, and shows no percentage without a plan', async () => {
    renderList((entry) => coverageSummary(entry.machine, outdated));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText(/out of date, run npm run journeys/)).toHaveLength(1);
    expect(within(table).getByText('no journey plan run in a browser')).toBeTruthy();
  });
});
