// `/flows`: every journey in words — title, portal, purpose — with its chart's size, how much of it (its
// transitions and its decisions) the generated journeys walked in the browser, and its journey plan.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CoverageSummary } from './chart-coverage';
import type { ChartEntry, ChartPortal } from './chart-entry';
import { readChart } from './chart-model';
import './visualizer.css';

const portalNames: Record<ChartPortal, string> = {
  member: 'Member portal',
  partner: 'Partner portal',
  account: 'Member account',
};

interface FlowsListProps {
  entries: readonly ChartEntry[];
  coverageOf: (entry: ChartEntry) => CoverageSummary | undefined;
}

const percent = (part: number, whole: number) => `${Math.round((part / Math.max(whole, 1)) * 100)}%`;

/** What the browser run of the chart's journey plan walked; no percentage without a plan run. */
function coverageWords(coverage: CoverageSummary | undefined): string {
  if (!coverage) return 'no journey plan run in a browser';
  const { covered, total, decisions, stale } = coverage;
  return (
    `${covered} of ${total} transitions (${percent(covered, total)}), ` +
    `${decisions.walked} of ${decisions.total} decisions (${percent(decisions.walked, decisions.total)}) walked in the browser` +
    (stale ? ' – out of date, run npm run journeys and npm run test:journeys' : '')
  );
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
        Every journey of the portal is a statechart. Open one to read its steps in order, click through it
        with the real screens, and see which rules decide each move and what the generated tests walk.
      </p>
      {rows.length === 0 ? (
        <p>No chart is registered yet.</p>
      ) : (
        // A data table may scroll sideways in its own region on a narrow screen; the page does not (WCAG 1.4.10).
        <div className="flows-list__table" role="region" aria-label="Journey charts" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Journey</th>
                <th scope="col">Portal</th>
                <th scope="col">Purpose</th>
                <th scope="col">States</th>
                <th scope="col">Transitions</th>
                <th scope="col">Test coverage</th>
                <th scope="col">Journey plan</th>
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
                  <td>{portalNames[entry.portal]}</td>
                  <td>{entry.purpose}</td>
                  <td>{states}</td>
                  <td>{transitions}</td>
                  <td>{coverageWords(entry.journeyPlan ? coverage : undefined)}</td>
                  <td>{entry.journeyPlan ? <code>{entry.journeyPlan}</code> : 'none yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
