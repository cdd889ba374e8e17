// `/flows/$machineId` route component: one chart drawn, simulated and marked with test coverage. The
// simulation (scenario and moves) lives in the URL, so the address bar is a link to the same screen.
import { Link, useNavigate, useParams, useRouteContext, useRouterState } from '@tanstack/react-router';
import { use, useCallback, useMemo } from 'react';
import { journeyFunnel } from '@/api/queries/journey-funnel';
import { usePageMeta } from '@/src/shell/page-meta';
import { loadChartEntry } from './chart-catalog';
import { coverageSummary, transitionCoverage } from './chart-coverage';
import { ChartView } from './chart-view';
import { chartWording } from './chart-view-words';
import { DiffPanel } from './diff-panel';
import { FunnelPanel, type LoadFunnel } from './funnel-panel';
import { readChart } from './chart-model';
import { readReviewLink, withReviewLink, type ReviewLink } from './review-link';
import { readSimulationLink, simulationSearch } from './simulation-link';

export function FlowChartPage() {
  const { machineId } = useParams({ strict: false }) as { machineId?: string };
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const navigate = useNavigate();
  const entry = use(loadChartEntry(machineId ?? ''));
  usePageMeta({
    title: entry ? `${entry.title} chart` : 'Chart not found',
    description: 'Journey statechart',
  });
  const coverage = useMemo(() => (entry ? transitionCoverage(entry.machine) : undefined), [entry]);
  const stale = useMemo(() => (entry ? coverageSummary(entry.machine)?.stale : false), [entry]);
  const link = useMemo(
    () => (entry ? readSimulationLink(search, Object.keys(entry.scenarios ?? {})) : undefined),
    // Read when the chart opens: later moves write the URL, they do not restart the simulation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entry],
  );
  const { api } = useRouteContext({ from: '__root__' });
  const loadFunnel = useCallback<LoadFunnel>((...range) => journeyFunnel(api, ...range), [api]);
  const chart = useMemo(() => (entry ? readChart(entry.machine) : undefined), [entry]);
  const wording = useMemo(() => (entry ? chartWording(entry) : undefined), [entry]);
  const review = readReviewLink(search);
  const reviewAt = (next: ReviewLink) =>
    void navigate({ href: withReviewLink(`/flows/${machineId ?? ''}`, search, next), replace: true });
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
        {stale ? (
          <p role="note">
            The chart changed since test coverage was recorded: transitions added since are shown as unknown.
            Run npm run charts to refresh it.
          </p>
        ) : null}
      </nav>
      <ChartView
        key={entry.id}
        entry={entry}
        coverage={coverage}
        link={link}
        onLink={(next) =>
          void navigate({
            href: withReviewLink(`/flows/${entry.id}`, simulationSearch(next), review),
            replace: true,
          })
        }
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
        />
      ) : null}
    </>
  );
}
