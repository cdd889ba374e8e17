// `/flows/$machineId` route component: one chart drawn, simulated and marked with test coverage, with the
// review panels (compare with a saved version, the funnel). The simulation (scenario and moves) and the
// review (compared version, date range) live in the URL, so the address bar is a link to the same screen.
import { Link, useParams, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { use, useCallback, useMemo, useRef, useState } from 'react';
import { journeyFunnel } from '@/api/queries/journey-funnel';
import { usePageMeta } from '@/src/shell/page-meta';
import { loadChartEntry } from './chart-catalog';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { readChart } from './chart-model';
import { ChartView } from './chart-view';
import { chartWording } from './chart-view-words';
import { CoverageReport } from './coverage-report';
import { DiffPanel } from './diff-panel';
import type { FunnelView } from './funnel-model';
import { FunnelPanel, type LoadFunnel } from './funnel-panel';
import { readReviewLink, withReviewLink, type ReviewLink } from './review-link';
import { readSimulationLink, simulationSearch } from './simulation-link';

/** The simulation's readable query, then the review's parameters. */
function addressQuery(simulation: string, review: ReviewLink): string {
  const extra = withReviewLink('', '', review);
  return simulation && extra ? `${simulation}&${extra.slice(1)}` : simulation || extra;
}

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
  // followed, back and forward); the page's own writes (simulation moves, review choices) restart nothing.
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
  const simulation = useRef<string | null>(null);
  const { api } = useRouteContext({ from: '__root__' });
  const loadFunnel = useCallback<LoadFunnel>((...range) => journeyFunnel(api, ...range), [api]);
  const chart = useMemo(() => (entry ? readChart(entry.machine) : undefined), [entry]);
  const wording = useMemo(() => (entry ? chartWording(entry) : undefined), [entry]);
  const review = readReviewLink(search);
  const [funnel, setFunnel] = useState<FunnelView | null>(null);
  // The history as written, not the router's navigate: it would re-encode the readable query.
  const write = (query: string) => {
    written.current = query;
    router.history.replace(`/flows/${machineId ?? ''}${query}`);
  };
  const reviewAt = (next: ReviewLink) =>
    write(addressQuery(simulation.current ?? (link ? simulationSearch(link) : ''), next));
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
        funnel={funnel}
        onLink={(next) => {
          simulation.current = simulationSearch(next);
          write(addressQuery(simulation.current, review));
        }}
      />
      <DiffPanel
        chartId={entry.id}
        machine={entry.machine}
        compare={review.compare}
        onCompare={(compare) => reviewAt({ ...review, compare })}
      />
      {chart && wording ? (
        <FunnelPanel
          chart={chart}
          wording={wording}
          load={loadFunnel}
          from={review.from}
          to={review.to}
          onRange={(from, to) => reviewAt({ ...review, from, to })}
          today={new Date().toISOString().slice(0, 10)}
          onView={setFunnel}
        />
      ) : null}
    </>
  );
}
