// One chart's coverage as its browser run measured it (decision 266): transitions and decisions walked by
// the generated journeys that passed in Chromium, and each rule's outcomes, walked or not. A chart with no
// journey plan run in a browser says so, with no percentage.
import type { AnyStateMachine } from 'xstate';
import { coverageSummary } from './chart-coverage';
import { journeyRuns, type JourneyRuns } from './journey-runs';

export function CoverageReport({
  machine,
  runs = journeyRuns,
}: {
  machine: AnyStateMachine;
  runs?: JourneyRuns;
}) {
  const summary = coverageSummary(machine, runs);
  const run = runs[machine.id];
  if (!summary || !run) return <p>No journey plan of this chart has run in a browser yet.</p>;
  const rules = [...new Set(run.decisions.map((d) => d.rule))];
  return (
    <details className="coverage-report">
      <summary>
        Walked in the browser by {run.passed} of {run.journeys} journeys: {summary.covered} of {summary.total}{' '}
        transitions, {summary.decisions.walked} of {summary.decisions.total} decisions
      </summary>
      <ul aria-label="Decisions">
        {rules.map((rule) => (
          <li key={rule}>
            {rule}:{' '}
            {run.decisions
              .filter((d) => d.rule === rule)
              .map((d) => `${d.outcome} (${d.walked ? 'walked' : 'not walked'})`)
              .join('; ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
