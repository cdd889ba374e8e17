// The chart in a product owner's words: state names from the flow's step labels, events from the flow's
// `describeEvent` (fed the payload a generated test sent), actor outcomes and guards as the rules they
// encode. Without a flow, identifiers are turned into words (`lakeCardExcludedHere` → 'lake card
// excluded here'), never shown raw.
import type { EventObject } from 'xstate';
import type { InputClassRule } from '@/flows/define-flow';
import type { Chart, ChartState, ChartTransition } from './chart-model';
import { failureGroupWords } from './failure-groups';

export interface ChartWording {
  /** State key or path → step label. */
  stepLabels?: Record<string, string>;
  describeEvent?: (event: EventObject) => string;
  guardRules?: Record<string, string>;
  /** The classes of input the chart decides on (every answer of a question, each kind of code). */
  inputClasses?: readonly InputClassRule<EventObject, unknown>[];
  /** Per transition id: an event a generated test sent to walk it (its real payload). */
  walkedBy?: Record<string, EventObject>;
}

/** `lakeCardExcludedHere` → `lake card excluded here`. */
export function words(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The box title of a state: its step label, else the chart's description of it, else its key in words. */
export function stateTitle(
  state: Pick<ChartState, 'key' | 'path'> & { description?: string | undefined },
  wording: ChartWording = {},
): string {
  const label = wording.stepLabels?.[state.path.join('.')] ?? wording.stepLabels?.[state.key];
  return label ?? state.description ?? capitalise(words(state.key));
}

export const actorWords = (actorId: string): string => capitalise(words(actorId));

/** What happens, in words, for a raw event type (no payload known). */
export function eventTypeWords(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${actorWords(done[1] ?? '')} answer arrives`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `${actorWords(error[1] ?? '')} fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `After ${after[1]} ms` : `After ${words(after[1] ?? '')}`;
  if (type.startsWith('xstate.done.state.')) return 'When this step finishes';
  if (type === '') return 'Right away';
  return capitalise(words(type));
}

/** What the boater does for an event with its payload: the flow's wording, else the type in words. */
export function eventWords(event: EventObject, wording: ChartWording = {}): string {
  if (!event.type.startsWith('xstate.') && wording.describeEvent) {
    try {
      const text = wording.describeEvent(event);
      if (text) return text;
    } catch {
      // A payload the wording does not expect (a bare event type): fall back to the type in words.
    }
  }
  return eventTypeWords(event.type);
}

/** A guard parameter's value in words: `yes`/`no`, lists joined by commas. */
const valueWords = (value: unknown): string =>
  typeof value === 'boolean'
    ? value
      ? 'yes'
      : 'no'
    : Array.isArray(value)
      ? value.map(valueWords).join(', ')
      : String(value);

/**
 * The guard as the rule it encodes: the flow's `guardRules`, else its name in words; parameters the
 * chart writes beside the guard are spelled out after it (`(manual allowed: no)`).
 */
export function guardWords(
  guard: string,
  wording: ChartWording = {},
  params?: Record<string, unknown>,
): string {
  const negated = /^not\((.+)\)$/.exec(guard);
  if (negated) return `unless ${guardWords(negated[1] ?? '', wording).replace(/^if /, '')}`;
  const written = wording.guardRules?.[guard] ?? words(guard);
  // a rule written as a plain condition ('the membership is not a Lake Card in force') reads as a rule
  const rule = /^(if|unless|when|while) /.test(written) ? written : `if ${written}`;
  const spelled = Object.entries(params ?? {}).map(([name, value]) => `${words(name)}: ${valueWords(value)}`);
  return spelled.length ? `${rule} (${spelled.join('; ')})` : rule;
}

/**
 * The lines drawn on a transition: what happens (a call's failures by class), the rule it is taken under,
 * then what it changes for the boater when the chart describes it (`then clears the recipient, …`).
 */
export function transitionWords(transition: ChartTransition, wording: ChartWording = {}): string[] {
  const walked = wording.walkedBy?.[transition.id];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(transition.event)?.[1];
  const event =
    transition.kind === 'event' && walked
      ? eventWords(walked, wording)
      : failed && !transition.guard
        ? `${eventTypeWords(transition.event)}: ${failureGroupWords(failed)}`
        : eventTypeWords(transition.event);
  // a decision taken on entering a step reads as its rule alone, not 'Right away / if …'
  const decidedRightAway = transition.kind === 'always' && transition.guard;
  return [
    ...(decidedRightAway ? [] : [event]),
    ...(transition.guard ? [guardWords(transition.guard, wording, transition.guardParams)] : []),
    ...(transition.description ? [`then ${transition.description}`] : []),
  ];
}

/** `Payment › Editing`: the titles of the active states, outermost first. */
export function placeWords(chart: Chart, activeIds: readonly string[], wording: ChartWording): string {
  return (
    activeIds
      .map((id) => chart.states.find((state) => state.id === id))
      .filter((state): state is ChartState => state !== undefined && state.path.length > 0)
      .map((state) => stateTitle(state, wording))
      .join(' › ') || '–'
  );
}
