// The decision items of a chart (decision 265): beyond its transitions, each outcome class of the inputs
// that decide its moves. Three sources: every guard of the chart, met and not met; the classes its words
// declare (each answer of each question, each kind of code, each class of a rule's states); and each
// failure class of each call, as the chart's path events offer them (no answer, or each refusal of the
// error catalogue). `walkedItems` says which of them one step of a generated path walks.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { errorMessageForCodes } from '@/api/error-catalogue';
import type { FlowDefinition, FlowJourneyWords } from '@/flows/define-flow';
import { activeNodes, type PathStep, type TransitionPath } from '@/flows/graph/generate-transition-paths';
import { listTransitions, type TransitionRef } from '@/flows/graph/list-transitions';
import type { DecisionItem } from '@/tests/browser/journeys/journey-data';
import { SANDBOX_PHONE } from '@/tests/browser/journeys/journey-personas';

type Words = FlowJourneyWords<FlowDefinition['machine']>;

export const spaced = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]/g, ' ')
    .toLowerCase();

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A step of a path with the snapshot it was sent in. */
interface SentStep extends PathStep {
  before: AnyMachineSnapshot | null;
}

interface ItemRule extends DecisionItem {
  walks: (step: SentStep) => boolean;
}

/** Guards the step found false: earlier guarded branches of a branch it took, or all branches it ignored. */
function guardsNotMet(step: SentStep, transitions: TransitionRef[]): Set<string> {
  const notMet = new Set<string>();
  const taken = new Set(step.transitions);
  for (const id of step.transitions) {
    const [source, event, index] = id.split('|');
    for (const t of transitions)
      if (t.source === source && t.event === event && t.index < Number(index) && t.guard) notMet.add(t.guard);
  }
  if (!step.before) return notMet;
  // The event reached an active state with branches for it, none of which (nor a deeper state's) it took.
  const active = new Set(activeNodes(step.before).map((node) => node.id));
  const handled = [...taken].some((id) => id.split('|')[1] === step.event.type);
  if (!handled)
    for (const t of transitions)
      if (active.has(t.source) && t.event === step.event.type && t.guard) notMet.add(t.guard);
  return notMet;
}

function guardItems(flow: FlowDefinition, words: Words, transitions: TransitionRef[]): ItemRule[] {
  const guards = [...new Set(transitions.flatMap((t) => t.guard ?? []))];
  const takenWith = (guard: string) => new Set(transitions.filter((t) => t.guard === guard).map((t) => t.id));
  // A guard alone on its event only lets the event through (a control shown or not): its 'No' is no move.
  const decides = (guard: string) =>
    transitions.some(
      (t) =>
        t.guard === guard &&
        transitions.some((u) => u.source === t.source && u.event === t.event && u.index > t.index),
    );
  return guards.flatMap((guard) => {
    const rule = sentence(words.guardRules?.[guard] ?? `if ${spaced(guard)}`);
    const ids = takenWith(guard);
    const met = {
      id: `guard:${guard}:met`,
      rule,
      outcome: 'Yes',
      walks: (step: SentStep) => step.transitions.some((id) => ids.has(id)),
    };
    if (!decides(guard)) return [met];
    return [
      met,
      {
        id: `guard:${guard}:not-met`,
        rule,
        outcome: 'No',
        walks: (step: SentStep) => guardsNotMet(step, transitions).has(guard),
      },
    ];
  });
}

function declaredItems(words: Words): ItemRule[] {
  return (words.inputClasses ?? []).flatMap((rule, r) =>
    rule.outcomes.map((outcome, o) => ({
      id: `input:${r}:${o}`,
      rule: rule.rule,
      outcome: outcome.outcome,
      walks: (step: SentStep) =>
        step.before !== null && outcome.when(step.event as never, step.before as never),
    })),
  );
}

const failedActor = (event: EventObject) => /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];

function codesOf(event: EventObject): string[] {
  const codes = (event as { error?: { codes?: unknown } }).error?.codes;
  return Array.isArray(codes) ? (codes as string[]) : [];
}

/** The failure class of a failed call: its catalogue refusal, or no answer. */
function failureClass(event: EventObject): string {
  const codes = codesOf(event);
  return codes.length === 0
    ? 'No answer (a network or server error)'
    : `Refused: '${errorMessageForCodes(codes, SANDBOX_PHONE).split('\n')[0] ?? ''}'`;
}

function failureItems(flow: FlowDefinition, paths: TransitionPath[]): ItemRule[] {
  const children = new Set(Object.values(flow.states).flatMap((state) => state.child?.invokeId ?? []));
  const classes = new Map<string, ItemRule>();
  for (const step of paths.flatMap((path) => path.steps)) {
    const actor = failedActor(step.event);
    if (!actor || children.has(actor) || step.transitions.length === 0) continue;
    const outcome = failureClass(step.event);
    const id = `failure:${actor}:${outcome}`;
    if (!classes.has(id))
      classes.set(id, {
        id,
        rule: `When the ${spaced(actor)} call fails`,
        outcome,
        walks: (s: SentStep) => failedActor(s.event) === actor && failureClass(s.event) === outcome,
      });
  }
  return [...classes.values()];
}

export interface ChartDecisions {
  items: DecisionItem[];
  /** The decision item ids each step of a path walks. */
  walkedBy(path: TransitionPath): string[][];
}

export function chartDecisions(flow: FlowDefinition, words: Words, paths: TransitionPath[]): ChartDecisions {
  const transitions = listTransitions(flow.machine);
  const rules = [
    ...declaredItems(words),
    ...guardItems(flow, words, transitions),
    ...failureItems(flow, paths),
  ];
  return {
    items: rules.map(({ id, rule, outcome }) => ({ id, rule, outcome })),
    walkedBy: (path) =>
      path.steps.map((step, i) => {
        // An event the chart ignores decides nothing.
        if (step.transitions.length === 0) return [];
        const sent = { ...step, before: i === 0 ? null : (path.steps[i - 1]?.snapshot ?? null) };
        return rules.filter((rule) => rule.walks(sent)).map((rule) => rule.id);
      }),
  };
}
