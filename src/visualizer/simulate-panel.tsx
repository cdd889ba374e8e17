// Simulate controls in words: the scenario preset, where the boater is, every move the chart allows now
// (the boater's actions named by the condition they stand for, each with its values in a form to change
// and send; each running call's outcomes by name), undo and start over. The raw side
// (state ids, context, events as JSON, a free event form) sits behind 'Developer details'.
import { useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ChoiceValuesForm } from './choice-values-form';
import { CopyLink } from './copy-link';
import { DeveloperDetails } from './developer-details';
import type { SimulationChoice, SimulationScenario } from './simulation';
import { accepts } from './simulation';
import { actorWords } from './chart-words';

interface SimulatePanelProps {
  scenarios: Record<string, SimulationScenario>;
  scenarioName: string;
  onScenario: (name: string) => void;
  snapshot: AnyMachineSnapshot;
  /** Where the boater is, in words (`Payment › Editing`). */
  place: string;
  choices: SimulationChoice[];
  onChoose: (choice: SimulationChoice) => void;
  /** How many moves were made since the scenario's start. */
  moves: number;
  onUndo: () => void;
  onReset: () => void;
  activeStates: string[];
  events: readonly EventObject[];
  onSendRaw: (event: EventObject) => void;
  /** A move sent with the values changed in its form. */
  onSendValues: (event: EventObject) => void;
  /** Steps to jump to (id and title); the simulation makes the fewest moves that lead there. */
  steps: { id: string; title: string }[];
  onGoTo: (stateId: string) => void;
  /** Why the last jump did not happen. */
  goToProblem: string | null;
}

export function SimulatePanel(props: SimulatePanelProps) {
  const { scenarios, scenarioName, onScenario, snapshot, place, choices, onChoose } = props;
  const current = scenarios[scenarioName];
  const actions = choices.filter((choice) => choice.actor === undefined);
  const calls = [...new Set(choices.flatMap((choice) => choice.actor ?? []))];
  const currentStep = props.steps.find((step) => props.activeStates.includes(step.id))?.id;

  return (
    <section className="simulate-panel" aria-label="Simulate">
      <h2>Simulate</h2>
      <div className="simulate-panel__row">
        <label>
          Scenario{' '}
          <select value={scenarioName} onChange={(event) => onScenario(event.target.value)}>
            <option value="">Chart defaults</option>
            {Object.keys(scenarios).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={props.onUndo} disabled={props.moves === 0}>
          Undo last move
        </button>
        <button type="button" onClick={props.onReset}>
          Start over
        </button>
        <CopyLink />
      </div>
      {current ? <p className="simulate-panel__scenario">{current.description}</p> : null}
      <GoToStep
        key={currentStep}
        steps={props.steps}
        current={currentStep}
        onGoTo={props.onGoTo}
        problem={props.goToProblem}
      />
      <p>
        Now at: <strong data-testid="simulated-place">{place}</strong>
        {snapshot.status === 'done' ? ' (the journey has ended)' : null}
      </p>
      {actions.length ? (
        <>
          <h3>The boater can</h3>
          <ul className="simulate-panel__choices" aria-label="The boater can">
            {actions.map((choice) => (
              <li key={choice.key}>
                <button type="button" onClick={() => onChoose(choice)}>
                  {choice.label}
                </button>
                {choice.sample ? (
                  <small className="simulate-panel__sample"> with {choice.sample}</small>
                ) : null}
                <ChoiceValuesForm
                  key={JSON.stringify(choice.event)}
                  label={choice.label}
                  event={choice.event}
                  accepts={(event) => accepts(snapshot, event)}
                  onSend={props.onSendValues}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {calls.map((actor) => (
        <div key={actor} className="simulate-panel__call">
          <h3>{actorWords(actor)} call</h3>
          <ul className="simulate-panel__choices" aria-label={`${actorWords(actor)} call outcomes`}>
            {choices
              .filter((choice) => choice.actor === actor)
              .map((choice) => (
                <li key={choice.key}>
                  <button type="button" onClick={() => onChoose(choice)}>
                    {choice.label}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {choices.length === 0 && snapshot.status === 'active' ? <p>Nothing can happen in this state.</p> : null}
      <DeveloperDetails
        snapshot={snapshot}
        activeStates={props.activeStates}
        events={props.events}
        onSend={props.onSendRaw}
      />
    </section>
  );
}

/** The step picker starts at the step the simulation is in (it is remounted as that step changes). */
function GoToStep(props: {
  steps: { id: string; title: string }[];
  current: string | undefined;
  onGoTo: (id: string) => void;
  problem: string | null;
}) {
  const [target, setTarget] = useState(props.current ?? props.steps[0]?.id ?? '');
  return (
    <form
      className="simulate-panel__row"
      aria-label="Go to a step"
      onSubmit={(event) => {
        event.preventDefault();
        props.onGoTo(target);
      }}
    >
      <label>
        Go to step{' '}
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          {props.steps.map((step) => (
            <option key={step.id} value={step.id}>
              {step.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Go</button>
      {props.problem ? <p role="alert">{props.problem}</p> : null}
    </form>
  );
}
