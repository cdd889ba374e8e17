// `/flows/$machineId` route component: one chart drawn, simulated and marked with test coverage. The
// simulation (scenario and moves) lives in the URL, so the address bar is a link to the same screen.
import { Link, useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { use, useMemo, useRef, useState } from 'react';
import { usePageMeta } from '@/src/shell/page-meta';
import { loadChartEntry } from './chart-catalog';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { ChartView } from './chart-view';
import { CoverageReport } from './coverage-report';
import { readSimulationLink, simulationSearch } from './simulation-link';

export function FlowChartPage() {
  const { machineId } = useParams({ strict: false }) as { machineId?: string };
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const router = useRouter();
  const entry = use(loadChartEntry(machineId ?? ''));
  usePageMeta({
    title: entry ? `${entry.title} chart` : 'Chart not found',
    description: 'Journey statechart',
  });
  const coverage = useMemo(() => (entry ? transitionCoverage(entry.machine) : undefined), [entry]);
  const stale = useMemo(() => (entry ? coverageSummary(entry.machine)?.stale : false), [entry]);
  // The link is read when the chart opens and when the address changes from outside (a shared link
  // followed, back and forward); the simulation's own moves write the address and restart nothing.
  const written = useRef<string | null>(null);
  const [opened, setOpened] = useState({ search, count: 0 });
  const same = (a: string, b: string | null) => b !== null && decodeURIComponent(a) === decodeURIComponent(b);
  if (search !== opened.search && !same(search, written.current)) {
    written.current = null;
    setOpened({ search, count: opened.count + 1 });
  }
  const link = useMemo(
    () => (entry ? readSimulationLink(opened.search, Object.keys(entry.scenarios ?? {})) : undefined),
    [entry, opened],
  );
  if (!entry) {
    return (
      <section>
        <h1>Chart not found</h1>
        <p>No chart is registered as '{machineId}'.</p>
        <Link to="/flows">All journeys</Link>
      </section>
    );
  }
  return (
    <>
      <nav className="chart-view__nav" aria-label="Journey charts">
        <Link to="/flows">All journeys</Link>
        <CoverageReport machine={entry.machine} />
        {stale ? (
          <p role="note">
            The chart changed since its journeys ran in a browser: transitions added since are shown as
            unknown. Run npm run journeys, then npm run test:journeys, to refresh it.
          </p>
        ) : null}
      </nav>
      <ChartView
        key={`${entry.id}:${opened.count}`}
        entry={entry}
        coverage={coverage}
        link={link}
        // The history as written, not the router's navigate: it would re-encode the readable query.
        onLink={(next) => {
          written.current = simulationSearch(next);
          router.history.replace(`/flows/${entry.id}${written.current}`);
        }}
      />
    </>
  );
}
