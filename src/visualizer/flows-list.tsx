// `/flows`: every chart with its title, size and how much of it the generated tests walk.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CoverageSummary } from './chart-coverage';
import type { ChartEntry } from './chart-entry';
import { readChart } from './chart-model';
import './visualizer.css';

interface FlowsListProps {
  entries: readonly ChartEntry[];
  coverageOf: (entry: ChartEntry) => CoverageSummary | undefined;
}

export function FlowsList({ entries, coverageOf }: FlowsListProps) {
  const rows = useMemo(
    () =>
      entries.map((entry) => {
        const chart = readChart(entry.machine);
        return {
          entry,
          states: chart.states.length - 1,
          transitions: chart.transitions.length,
          coverage: coverageOf(entry),
        };
      }),
    [entries, coverageOf],
  );
  return (
    <section className="flows-list">
      <h1>Journey charts</h1>
      <p>
        Every user journey is a statechart. Open one to see it drawn, simulate it, and see what the generated
        tests walk.
      </p>
      {rows.length === 0 ? (
        <p>No chart is registered yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Chart</th>
              <th scope="col">States</th>
              <th scope="col">Transitions</th>
              <th scope="col">Test coverage</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ entry, states, transitions, coverage }) => (
              <tr key={entry.id} data-machine-id={entry.id}>
                <th scope="row">
                  <Link to="/flows/$machineId" params={{ machineId: entry.id }}>
                    {entry.title}
                  </Link>
                </th>
                <td>{states}</td>
                <td>{transitions}</td>
                <td>
                  {coverage
                    ? `${coverage.covered} of ${coverage.total} transitions (${Math.round((coverage.covered / Math.max(coverage.total, 1)) * 100)}%)`
                    : 'not measured'}
                  {coverage?.stale ? ' – out of date, run npm run charts' : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
