// One chart: the laid-out diagram with coverage marks, the simulate controls and the real screen of the
// active state beside it. Props-driven so component tests can give it any machine.
import { useEffect, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ChartDiagram } from './chart-diagram';
import type { ChartEntry } from './chart-entry';
import type { ChartLayout } from './chart-layout';
import { layoutChart } from './chart-layout';
import { readChart } from './chart-model';
import { chartColors, coverageLegend } from './chart-scene';
import { SimulatePanel } from './simulate-panel';
import { activeStateIds, simulatedEvents, startSimulation, stepSimulation } from './simulation';
import { StateScreenPreview } from './state-screen-preview';
import './visualizer.css';

interface ChartViewProps {
  entry: ChartEntry;
  /** Per transition id: walked by a generated test path or not. */
  coverage?: ReadonlyMap<string, boolean>;
}

export function ChartView({ entry, coverage }: ChartViewProps) {
  const chart = useMemo(() => readChart(entry.machine), [entry.machine]);
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const scenarios = useMemo(() => entry.scenarios ?? {}, [entry.scenarios]);
  const [scenarioName, setScenarioName] = useState(() => Object.keys(scenarios)[0] ?? '');
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>(() =>
    startSimulation(entry.machine, scenarios[scenarioName]),
  );

  useEffect(() => {
    let cancelled = false;
    setLayout(null);
    layoutChart(chart).then(
      (result) => !cancelled && setLayout(result),
      (error: unknown) =>
        !cancelled && setLayoutError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [chart]);

  const scenario = scenarios[scenarioName];
  const events = useMemo(
    () => simulatedEvents(entry.machine, snapshot, scenario, entry.eventVariants),
    [entry.machine, snapshot, scenario, entry.eventVariants],
  );
  const active = useMemo(() => activeStateIds(chart, snapshot), [chart, snapshot]);
  const enabled = useMemo(() => new Set(events.flatMap((event) => event.transitionIds)), [events]);

  const send = (event: EventObject) => {
    if (snapshot.status === 'active' && snapshot.can(event))
      setSnapshot(stepSimulation(entry.machine, snapshot, event));
  };
  const chooseScenario = (name: string) => {
    setScenarioName(name);
    setSnapshot(startSimulation(entry.machine, scenarios[name]));
  };
  const sendTransition = (transitionId: string) => {
    const simulated = events.find((event) => event.transitionIds.includes(transitionId));
    if (simulated) send(simulated.event);
  };

  const covered = coverage ? [...coverage.values()].filter(Boolean).length : 0;

  return (
    <div className="chart-view">
      <header>
        <h1>{entry.title}</h1>
        <p>
          {chart.states.length - 1} states, {chart.transitions.length} transitions
          {coverage ? `, ${covered} of ${coverage.size} walked by generated tests` : null}
        </p>
        {entry.basePath ? (
          <p>
            Runs at <code>{entry.basePath}</code>
          </p>
        ) : null}
        {coverage ? (
          <ul className="chart-view__legend" aria-label="Legend">
            {coverageLegend.map((item) => (
              <li key={item.mark}>
                <span aria-hidden="true" style={{ color: chartColors[item.mark], fontWeight: 700 }}>
                  {item.mark === 'missing' ? '- - →' : '——→'}
                </span>{' '}
                {item.label}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="chart-view__body">
        <div>
          {layoutError ? <p role="alert">The chart could not be laid out: {layoutError}</p> : null}
          {layout ? (
            <ChartDiagram
              layout={layout}
              title={entry.title}
              scene={{ coverage, active: new Set(active.filter((id) => id !== chart.rootId)), enabled }}
              onTransition={sendTransition}
            />
          ) : layoutError ? null : (
            <p role="status">Laying out the chart…</p>
          )}
        </div>
        <div>
          <SimulatePanel
            scenarios={scenarios}
            scenarioName={scenarioName}
            onScenario={chooseScenario}
            snapshot={snapshot}
            events={events}
            activeStates={active.filter((id) => id !== chart.rootId)}
            onSend={send}
            onReset={() => chooseScenario(scenarioName)}
          />
          <StateScreenPreview
            entry={entry}
            chart={chart}
            activeIds={active}
            snapshot={snapshot}
            send={send}
          />
        </div>
      </div>
    </div>
  );
}
