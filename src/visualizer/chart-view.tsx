// One chart: the overview diagram (steps collapsed, opened in place on click) with coverage marks, the
// simulate controls in words, the real screen of the active state with its step bar, and the chart's
// rules. Props-driven so component tests can give it any machine; the page keeps the simulation in the URL.
import { useEffect, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { config } from '@/src/config';
import { ChartDiagram } from './chart-diagram';
import type { ChartEntry } from './chart-entry';
import type { ChartLayout } from './chart-layout';
import { layoutOverview } from './chart-layout';
import { readChart } from './chart-model';
import { buildOverview } from './chart-overview';
import { chartColors, coverageLegend } from './chart-scene';
import { chartWording } from './chart-view-words';
import type { FunnelView } from './funnel-model';
import { FunnelOverlay } from './funnel-overlay';
import { placeWords, stateTitle } from './chart-words';
import { RulesList } from './rules-list';
import { SimulatePanel } from './simulate-panel';
import type { SimulationChoice } from './simulation';
import {
  activeStateIds,
  isPassThrough,
  movesTo,
  rawKey,
  replayChoices,
  simulatedChoices,
  startSimulation,
  stepSimulation,
} from './simulation';
import { StateScreenPreview } from './state-screen-preview';
import './visualizer.css';

/** What a shared link holds: the scenario, the moves made since its start and the state they reach. */
export interface SimulationLink {
  scenario: string;
  steps: string[];
  /** The deepest active state's path in the chart (`payment.editing`); reached by search when the
   * moves no longer lead there (or a link names only the state). */
  state?: string;
}

interface ChartViewProps {
  entry: ChartEntry;
  /** Per transition id: walked by a generated test path or not. */
  coverage?: ReadonlyMap<string, boolean>;
  /** The simulation to open with (from a shared link); the first scenario from its start otherwise. */
  link?: SimulationLink;
  /** Told after every move, so the page can keep the link in its URL. */
  onLink?: (link: SimulationLink) => void;
  /** The funnel of the chosen date range, drawn over the diagram. */
  funnel?: FunnelView | null;
}

interface Simulation {
  scenario: string;
  steps: string[];
  events: EventObject[];
  snapshot: AnyMachineSnapshot;
}

export function ChartView({ entry, coverage, link, onLink, funnel }: ChartViewProps) {
  const chart = useMemo(() => readChart(entry.machine), [entry.machine]);
  const wording = useMemo(() => chartWording(entry), [entry]);
  const scenarios = useMemo(() => entry.scenarios ?? {}, [entry.scenarios]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [screenWide, setScreenWide] = useState(false);
  const [goToProblem, setGoToProblem] = useState<string | null>(null);
  /** The step just opened or closed: the view goes to it until the simulation moves on. */
  const [drilled, setDrilled] = useState<string | undefined>(undefined);

  const choiceOptions = (scenario: string) => ({
    scenario: scenarios[scenario],
    variants: entry.eventVariants,
    wording,
    supportPhone: config.supportPhone,
  });
  const begin = (scenario: string, steps: readonly string[]): Simulation => {
    const start = startSimulation(entry.machine, scenarios[scenario], entry.simulatedInput);
    const replayed = replayChoices(entry.machine, chart, start, steps, choiceOptions(scenario));
    return { scenario, steps: replayed.applied, events: replayed.events, snapshot: replayed.snapshot };
  };
  const [simulation, setSimulation] = useState<Simulation>(() => {
    const scenario = link && link.scenario in scenarios ? link.scenario : (Object.keys(scenarios)[0] ?? '');
    const replayed = begin(scenario, link?.steps ?? []);
    const target = link?.state ? `${chart.rootId}.${link.state}` : undefined;
    if (!target || activeStateIds(chart, replayed.snapshot).includes(target)) return replayed;
    const start = begin(scenario, []).snapshot;
    const steps = movesTo(entry.machine, chart, start, target, choiceOptions(scenario));
    return steps ? begin(scenario, steps) : replayed;
  });
  const linkDropped = (link?.steps.length ?? 0) > simulation.steps.length;

  useEffect(() => {
    let cancelled = false;
    layoutOverview(buildOverview(chart, expanded, wording)).then(
      (result) => !cancelled && setLayout(result),
      (error: unknown) =>
        !cancelled && setLayoutError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [chart, expanded, wording]);

  const { snapshot } = simulation;
  const choices = useMemo(
    () => simulatedChoices(entry.machine, chart, snapshot, choiceOptions(simulation.scenario)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options follow the scenario
    [entry.machine, chart, snapshot, simulation.scenario],
  );
  const active = useMemo(
    () => activeStateIds(chart, snapshot).filter((id) => id !== chart.rootId),
    [chart, snapshot],
  );
  const enabled = useMemo(() => new Set(choices.flatMap((choice) => choice.transitionIds)), [choices]);
  const focusId = useMemo(() => {
    const drawn = new Set(layout?.states.map((state) => state.id));
    return [...active].reverse().find((id) => drawn.has(id));
  }, [active, layout]);

  const update = (next: Simulation) => {
    setGoToProblem(null);
    setDrilled(undefined);
    setSimulation(next);
    const deepest = activeStateIds(chart, next.snapshot).at(-1) ?? chart.rootId;
    const state = deepest === chart.rootId ? undefined : deepest.slice(chart.rootId.length + 1);
    onLink?.({ scenario: next.scenario, steps: next.steps, ...(state ? { state } : {}) });
  };
  const move = (key: string, event: EventObject) => {
    if (snapshot.status !== 'active' || !snapshot.can(event)) return;
    update({
      ...simulation,
      steps: [...simulation.steps, key],
      events: [...simulation.events, event],
      snapshot: stepSimulation(entry.machine, snapshot, event),
    });
  };
  const choose = (choice: SimulationChoice) => move(choice.key, choice.event);
  const sendFromScreen = (event: EventObject) => {
    const named = choices.find((choice) => JSON.stringify(choice.event) === JSON.stringify(event));
    move(named?.key ?? rawKey(event), event);
  };
  const fireEdge = (transitionIds: string[]) => {
    const choice = choices.find((candidate) =>
      candidate.transitionIds.some((id) => transitionIds.includes(id)),
    );
    if (choice) choose(choice);
  };
  /** The moves into `stateId`: onward from here, else from this scenario's start, else another's. */
  const goTo = (stateId: string) => {
    const onward = movesTo(entry.machine, chart, snapshot, stateId, choiceOptions(simulation.scenario));
    if (onward) return update(begin(simulation.scenario, [...simulation.steps, ...onward]));
    for (const scenario of new Set([simulation.scenario, ...Object.keys(scenarios), ''])) {
      const start = begin(scenario, []).snapshot;
      const steps = movesTo(entry.machine, chart, start, stateId, choiceOptions(scenario));
      if (steps) return update(begin(scenario, steps));
    }
    setGoToProblem('No scenario’s data leads to that step.');
  };
  const steps = useMemo(
    () =>
      chart.states
        .filter((state) => state.path.length === 1 && !isPassThrough(entry.machine, state.id))
        .map((state) => ({ id: state.id, title: stateTitle(state, wording) })),
    [chart, wording, entry.machine],
  );
  const toggle = (stateId: string) => {
    setDrilled(stateId);
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(stateId)) {
        for (const id of [...next]) if (id === stateId || id.startsWith(`${stateId}.`)) next.delete(id);
      } else next.add(stateId);
      return next;
    });
  };

  const covered = coverage ? [...coverage.values()].filter(Boolean).length : 0;

  return (
    <div className={`chart-view${screenWide ? ' chart-view--screen-wide' : ''}`}>
      <header className="chart-view__header">
        <h1>{entry.title}</h1>
        {entry.purpose ? <p className="chart-view__purpose">{entry.purpose}</p> : null}
        <p>
          {chart.states.length - 1} states, {chart.transitions.length} transitions
          {coverage ? `, ${covered} of ${coverage.size} walked by generated tests` : null}
          {entry.basePath ? (
            <>
              {' '}
              · runs at <code>{entry.basePath}</code>
            </>
          ) : null}
        </p>
      </header>
      <div className="chart-view__body">
        <div className="chart-view__chart">
          <div className="chart-view__chart-bar">
            <span>Click a step with ▸ to open it; click a bold arrow to take it.</span>
            {expanded.size ? (
              <button
                type="button"
                onClick={() => {
                  setDrilled(undefined);
                  setExpanded(new Set());
                }}
              >
                Close all steps
              </button>
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
          </div>
          {layoutError ? <p role="alert">The chart could not be laid out: {layoutError}</p> : null}
          {layout ? (
            <ChartDiagram
              layout={layout}
              title={entry.title}
              scene={{ coverage, active: new Set(active), enabled }}
              onTransition={fireEdge}
              onToggle={toggle}
              focusId={drilled ?? focusId}
              overlay={funnel ? <FunnelOverlay layout={layout} view={funnel} /> : undefined}
            />
          ) : layoutError ? null : (
            <p role="status">Laying out the chart…</p>
          )}
          <RulesList chart={chart} wording={wording} coverage={coverage} />
        </div>
        <div className="chart-view__side">
          <SimulatePanel
            scenarios={scenarios}
            scenarioName={simulation.scenario}
            onScenario={(name) => update(begin(name, []))}
            snapshot={snapshot}
            place={placeWords(chart, active, wording)}
            choices={choices}
            onChoose={choose}
            moves={simulation.steps.length}
            onUndo={() => update(begin(simulation.scenario, simulation.steps.slice(0, -1)))}
            onReset={() => update(begin(simulation.scenario, []))}
            activeStates={active}
            events={simulation.events}
            onSendRaw={(event) => move(rawKey(event), event)}
            onSendValues={sendFromScreen}
            steps={steps}
            onGoTo={goTo}
            goToProblem={goToProblem}
          />
          {linkDropped ? (
            <p role="note">
              The link’s later moves no longer fit the chart; the simulation stopped before them.
            </p>
          ) : null}
          <StateScreenPreview
            entry={entry}
            chart={chart}
            activeIds={active}
            snapshot={snapshot}
            send={sendFromScreen}
            wide={screenWide}
            onWide={setScreenWide}
          />
        </div>
      </div>
    </div>
  );
}
