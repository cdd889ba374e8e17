// `/flows/$machineId` route component: one chart drawn, simulated and marked with test coverage.
import { Link, useParams } from '@tanstack/react-router';
import { use, useMemo } from 'react';
import { usePageMeta } from '@/src/shell/page-meta';
import { loadChartEntry } from './chart-catalog';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { ChartView } from './chart-view';

export function FlowChartPage() {
  const { machineId } = useParams({ strict: false }) as { machineId?: string };
  const entry = use(loadChartEntry(machineId ?? ''));
  usePageMeta({
    title: entry ? `${entry.title} chart` : 'Chart not found',
    description: 'Journey statechart',
  });
  const coverage = useMemo(() => (entry ? transitionCoverage(entry.machine) : undefined), [entry]);
  const stale = useMemo(() => (entry ? coverageSummary(entry.machine)?.stale : false), [entry]);
  if (!entry) {
    return (
      <section>
        <h1>Chart not found</h1>
        <p>No chart is registered as '{machineId}'.</p>
        <Link to="/flows">All charts</Link>
      </section>
    );
  }
  return (
    <>
      <Link to="/flows">All charts</Link>
      {stale ? (
        <p role="note">
          The chart changed since test coverage was recorded: transitions added since are shown as unknown.
          Run npm run charts to refresh it.
        </p>
      ) : null}
      <ChartView key={entry.id} entry={entry} coverage={coverage} />
    </>
  );
}
