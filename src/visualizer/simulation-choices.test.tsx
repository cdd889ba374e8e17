// Issue 29: simulation choices named by the condition they stand for (not their sample data), every
// answer of every question offered, and the values a move sends editable in a form instead of raw JSON.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { loadChartEntry } from './chart-catalog';
import type { ChartEntry } from './chart-entry';
import { readChart } from './chart-model';
import { ChartView } from './chart-view';
import { chartWording } from './chart-view-words';
import { inputClassOf } from './choice-words';
import { ChoiceValuesForm } from './choice-values-form';
import { eventFields, withFieldValue } from './event-fields';
import { simulatedChoices, startSimulation } from './simulation';

const choicesAt = (entry: ChartEntry, at: string, context: Record<string, unknown> = {}) => {
  const wording = chartWording(entry);
  const snapshot = startSimulation(entry.machine, { description: '', at, context }, entry.simulatedInput);
  const options = { variants: entry.eventVariants, wording, supportPhone: '1-800-555-0142' };
  return {
    snapshot,
    wording,
    choices: simulatedChoices(entry.machine, readChart(entry.machine), snapshot, options),
  };
};

describe('simulation choices in words', () => {
  it('names the boat form’s moves by the Lake Card rule they stand for, the sample data kept apart', async () => {
    const purchase = (await loadChartEntry('purchase'))!;
    const start = startSimulation(purchase.machine, undefined, purchase.simulatedInput);
    const isHomePort = (output: unknown): output is { state: string } =>
      typeof output === 'object' && output !== null && 'homePortName' in output;
    // a home port the boater set in the wizard (a recorded answer of its call), in one state or another
    const homePortIn = (state: string) =>
      purchase.eventVariants!(start)
        .map((event) => (event as { output?: { state?: string } }).output)
        .find((output) => isHomePort(output) && output.state === state);
    const submitsIn = (state: string) => {
      const boat = { ...(start.context as { boat: object }).boat, homePort: homePortIn(state) };
      const { choices } = choicesAt(purchase, 'boats.editing', { membershipType: 'Lake Card', boat });
      return choices.filter((choice) => choice.event.type === 'boat.submit' && choice.sample !== 'empty');
    };
    const [own] = submitsIn('NY');
    expect(own).toMatchObject({
      label: "Fill in the boat form and press 'Save & Continue' — a Lake Card boat homed in another state",
      sample: '2019, 24 ft, Grady-White',
    });
    expect(submitsIn('FL')[0]?.label).toBe(
      "Fill in the boat form and press 'Save & Continue' — if the Lake Card boat's home port is in AK, FL, HI, PR, VI, which the Lake Card does not serve",
    );
  });

  it('offers every answer of every advisor question', async () => {
    const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
    for (const id of ['purchase', 'renewal']) {
      const entry = (await loadChartEntry(id))!;
      const rules = entry.inputClasses ?? [];
      const questions = readChart(entry.machine).states.filter(
        (state) => state.path.includes('questionnaire') && state.kind === 'atomic',
      );
      expect(questions).toHaveLength(4);
      for (const question of questions) {
        const { choices, snapshot } = choicesAt(entry, question.path.join('.'));
        const offered = new Set(choices.map((choice) => inputClassOf(rules, choice.event, snapshot.context)));
        const rule = rules.find((candidate) => offered.has(lower(candidate.outcomes[0]!.outcome)));
        expect(rule, question.id).toBeDefined();
        expect([...offered].filter(Boolean).sort(), question.id).toEqual(
          rule!.outcomes.map(({ outcome }) => lower(outcome)).sort(),
        );
      }
    }
  });
});

describe('the values a move sends, in a form', () => {
  it('lists each value the event carries with a label in words, and changes one', () => {
    const event = {
      type: 'boat.submit',
      boat: { year: 2019, make: 'Grady-White', primary: true },
      codes: ['A'],
    };
    expect(eventFields(event).map(({ label, value }) => [label, value])).toEqual([
      ['Boat › year', 2019],
      ['Boat › make', 'Grady-White'],
      ['Boat › primary', true],
      ['Codes › 1', 'A'],
    ]);
    expect(withFieldValue(event, ['boat', 'year'], 2021).boat.year).toBe(2021);
    expect(event.boat.year).toBe(2019);
  });

  it('says so when the chart does not take the values at this step, and sends nothing', () => {
    const onSend = vi.fn();
    const pick: EventObject = { type: 'type.pick', homePortType: 'Marina' } as EventObject;
    render(<ChoiceValuesForm label="Choose a type" event={pick} accepts={() => false} onSend={onSend} />);
    fireEvent.click(screen.getByText('Change the values'));
    fireEvent.click(screen.getByRole('button', { name: 'Send with these values' }));
    expect(screen.getByRole('alert').textContent).toBe('The chart does not take these values at this step.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a move with the values typed in its form, in the home-port wizard', async () => {
    render(<ChartView entry={(await loadChartEntry('homePort'))!} />);
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    const boaterCan = () => within(screen.getByRole('list', { name: 'The boater can' }));
    await act(async () => fireEvent.click(boaterCan().getByRole('button', { name: "Choose 'Marina'" })));
    await act(async () => fireEvent.click(boaterCan().getByRole('button', { name: /^Press 'Continue'/ })));

    const form = screen.getByRole('form', { name: "Values for: Type 'Key West' in the address search" });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Sag Harbor' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Send with these values' })),
    );

    expect(screen.getByTestId('simulated-place').textContent).toBe(
      'Address › Waiting for the boater to stop typing',
    );
    expect(screen.getByTestId('simulated-events').textContent).toContain('"text":"Sag Harbor"');
  });
});
