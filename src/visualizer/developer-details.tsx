// 'Developer details': what a developer checks and a product owner never needs, closed by default —
// the active state ids, the events sent so far and the context as JSON, and a form to send any event.
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

interface DeveloperDetailsProps {
  snapshot: AnyMachineSnapshot;
  activeStates: string[];
  events: readonly EventObject[];
  onSend: (event: EventObject) => void;
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { ...v, message: v.message } : v), 2);

export function DeveloperDetails({ snapshot, activeStates, events, onSend }: DeveloperDetailsProps) {
  const [customType, setCustomType] = useState('');
  const [customPayload, setCustomPayload] = useState('{}');
  const [customError, setCustomError] = useState<string | null>(null);

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

  return (
    <details className="developer-details">
      <summary>Developer details</summary>
      <p>
        Active states: <code data-testid="active-states">{activeStates.join(', ') || '–'}</code>
      </p>
      <h4>Events sent</h4>
      <pre data-testid="simulated-events">
        {events.map((event) => JSON.stringify(event)).join('\n') || '–'}
      </pre>
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
      <h4>Context</h4>
      <pre data-testid="simulated-context">{json(snapshot.context)}</pre>
    </details>
  );
}
