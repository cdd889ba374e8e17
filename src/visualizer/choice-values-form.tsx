// The values a move sends, as a form (issue 29): one field per value the event carries (text, number,
// yes/no), prefilled with the recorded sample; the boater's move is sent with the values as changed,
// when the chart takes them at this step.
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { eventFields, withFieldValue, type EventField } from './event-fields';

interface ChoiceValuesFormProps {
  /** The move's words (`Fill in the boat form — …`), naming the form. */
  label: string;
  event: EventObject;
  /** Whether the chart takes the event now. */
  accepts: (event: EventObject) => boolean;
  onSend: (event: EventObject) => void;
}

export function ChoiceValuesForm({ label, event, accepts, onSend }: ChoiceValuesFormProps) {
  const [edited, setEdited] = useState(event);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = eventFields(edited);
  if (fields.length === 0) return null;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!accepts(edited)) {
      setProblem('The chart does not take these values at this step.');
      return;
    }
    setProblem(null);
    onSend(edited);
  };
  const change = (field: EventField, value: EventField['value']) => {
    setProblem(null);
    setEdited((current) => withFieldValue(current, field.path, value));
  };

  return (
    <details className="choice-values">
      <summary>Change the values</summary>
      <form aria-label={`Values for: ${label}`} onSubmit={submit}>
        {fields.map((field) => (
          <FieldInput key={field.path.join('.')} field={field} onChange={(value) => change(field, value)} />
        ))}
        <button type="submit">Send with these values</button>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
    </details>
  );
}

function FieldInput({
  field,
  onChange,
}: {
  field: EventField;
  onChange: (value: EventField['value']) => void;
}) {
  if (typeof field.value === 'boolean')
    return (
      <label className="choice-values__field">
        <input type="checkbox" checked={field.value} onChange={(event) => onChange(event.target.checked)} />{' '}
        {field.label}
      </label>
    );
  const numeric = typeof field.value === 'number';
  return (
    <label className="choice-values__field">
      {field.label}{' '}
      <input
        type={numeric ? 'number' : 'text'}
        value={field.value}
        onChange={(event) => onChange(numeric ? Number(event.target.value) : event.target.value)}
      />
    </label>
  );
}
