// The step bar, derived from the chart: the flow's declared steps in order; steps after the current
// one are unavailable; earlier ones show their summary and an 'Edit' link sending the chart's edit event.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activeFlowState, type FlowDefinition } from '../define-flow';

export interface StepBarProps {
  flow: FlowDefinition;
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
}

export function StepBar({ flow, snapshot, send }: StepBarProps) {
  const steps = Object.entries(flow.states).filter(([, s]) => s.stepLabel);
  const active = activeFlowState(flow, snapshot);
  const current = steps.findIndex(([key]) => key === active);
  return (
    <ol className="step-bar" aria-label={`${flow.title} steps`}>
      {steps.map(([key, state], i) => {
        const status = i < current ? 'done' : i === current ? 'current' : 'unavailable';
        const summary = status === 'done' ? state.summary?.(snapshot as never) : null;
        const edit = state.editEvent ? { type: state.editEvent } : null;
        return (
          <li
            key={key}
            className={`step-bar__step step-bar__step--${status}`}
            aria-current={status === 'current' ? 'step' : undefined}
            aria-disabled={status === 'unavailable' || undefined}
          >
            <span className="step-bar__label">{state.stepLabel}</span>
            {summary && <span className="step-bar__summary"> — {summary}</span>}
            {status === 'done' && edit && snapshot.can(edit) && (
              <button
                type="button"
                className="btn btn--link"
                onClick={() => send(edit)}
                aria-label={`Edit ${state.stepLabel}`}
              >
                Edit
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
