// Simulate controls: scenario preset, the events the active states handle (enabled ones are buttons),
// a small payload editor for any other event, reset, and the context as pretty JSON.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SimulatedEvent, SimulationScenario } from './simulation';

interface SimulatePanelProps {
  scenarios: Record<string, SimulationScenario>;
  scenarioName: string;
  onScenario: (name: string) => void;
  snapshot: AnyMachineSnapshot;
  events: SimulatedEvent[];
  activeStates: string[];
  onSend: (event: EventObject) => void;
  onReset: () => void;
}

const PAYLOAD_PREVIEW = 60;

const payloadText = (event: EventObject): string => {
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return ` ${text.length > PAYLOAD_PREVIEW ? `${text.slice(0, PAYLOAD_PREVIEW - 1)}…` : text}`;
};

export function SimulatePanel(props: SimulatePanelProps) {
  const { scenarios, scenarioName, onScenario, snapshot, events, activeStates, onSend, onReset } = props;
  const [customType, setCustomType] = useState('');
  const [customPayload, setCustomPayload] = useState('{}');
  const [customError, setCustomError] = useState<string | null>(null);
  const contextHeading = useId();

  const sendCustom = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    let payload: unknown;
    try {
      payload = JSON.parse(customPayload || '{}');
    } catch {
      setCustomError('The payload is not valid JSON.');
      return;
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      setCustomError('The payload must be a JSON object.');
      return;
    }
    const event = { ...(payload as Record<string, unknown>), type: customType.trim() };
    if (!event.type) {
      setCustomError('Enter an event type.');
      return;
    }
    if (!snapshot.can(event)) {
      setCustomError(`The chart does not accept '${event.type}' with this payload in the current state.`);
      return;
    }
    setCustomError(null);
    onSend(event);
  };

  const scenarioEntries = Object.entries(scenarios);
  const current = scenarios[scenarioName];

  return (
    <section className="simulate-panel" aria-label="Simulate">
      <h2>Simulate</h2>
      <label>
        Scenario{' '}
        <select value={scenarioName} onChange={(event) => onScenario(event.target.value)}>
          <option value="">Chart defaults</option>
          {scenarioEntries.map(([name]) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {current ? <p className="simulate-panel__scenario">{current.description}</p> : null}
      <p>
        Active: <strong data-testid="active-states">{activeStates.join(', ') || '–'}</strong>
        {snapshot.status === 'done' ? ' (finished)' : null}
      </p>
      <button type="button" onClick={onReset}>
        Reset
      </button>
      <h3>Events</h3>
      {events.length === 0 ? <p>No event is handled in this state.</p> : null}
      <ul className="simulate-panel__events" aria-label="Events">
        {events.map((simulated, index) => (
          <li key={`${simulated.event.type}-${index}`}>
            <button
              type="button"
              disabled={!simulated.enabled}
              onClick={() => onSend(simulated.event)}
              title={simulated.enabled ? undefined : 'A guard does not allow this event now'}
            >
              {simulated.event.type}
              {payloadText(simulated.event)}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={sendCustom} aria-label="Send an event with a payload">
        <label>
          Event type <input value={customType} onChange={(event) => setCustomType(event.target.value)} />
        </label>
        <label>
          Payload (JSON)
          <textarea
            value={customPayload}
            onChange={(event) => setCustomPayload(event.target.value)}
            rows={3}
          />
        </label>
        <button type="submit">Send event</button>
        {customError ? <p role="alert">{customError}</p> : null}
      </form>
      <h3 id={contextHeading}>Context</h3>
      {/* A scrolling region keyboard users can reach and scroll. */}
      <pre data-testid="simulated-context" role="region" aria-labelledby={contextHeading} tabIndex={0}>
        {JSON.stringify(snapshot.context, null, 2)}
      </pre>
    </section>
  );
}
