// The step bar, derived from the chart: the flow's declared steps in order; steps after the current
// one are unavailable; earlier ones show their summary and an 'Edit' link sending the chart's edit event.
// Consecutive states with the same label are one step (a step shown on two screens, e.g. a contact form
// and its manual-address variant); outside the steps (a start page, a confirmation) there is no bar.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { AnyFlowDefinition, FlowStateDeclaration } from '../define-flow';
import { activeFlowState } from './flow-navigation';

export interface StepBarProps {
  flow: AnyFlowDefinition;
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
}

interface Step {
  key: string;
  keys: string[];
  state: FlowStateDeclaration;
}

function stepsOf(flow: AnyFlowDefinition): Step[] {
  const steps: Step[] = [];
  for (const [key, state] of Object.entries(flow.states)) {
    if (!state.stepLabel) continue;
    const last = steps.at(-1);
    if (last && last.state.stepLabel === state.stepLabel) last.keys.push(key);
    else steps.push({ key, keys: [key], state });
  }
  return steps;
}

export function StepBar({ flow, snapshot, send }: StepBarProps) {
  const steps = stepsOf(flow);
  const active = activeFlowState(flow, snapshot);
  const current = steps.findIndex((step) => active !== null && step.keys.includes(active));
  if (current === -1) return null;
  return (
    <ol className="step-bar" aria-label={`${flow.title} steps`}>
      {steps.map(({ key, state }, i) => {
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
            {summary && (
              <span className="step-bar__summary">
                {/* The card shows the summary on its own line; a screen reader hears it after the label. */}
                <span className="visually-hidden"> — </span>
                {summary}
              </span>
            )}
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
