// Simulate mode without side effects: xstate's pure `initialTransition`/`transition` compute each next
// snapshot, so invoked actors never run. Their outcomes are offered by name (succeeds, Card declined,
// Network cut) like any other move, which is how a product owner walks a chart without a backend.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getNextTransitions, initialTransition, transition } from 'xstate';
import { refForDefinition } from '@/flows/graph/list-transitions';
import { failureClasses, failureError } from './actor-outcomes';
import type { Chart } from './chart-model';
import { choiceLabel, distinguishingValues, inputClassOf, splitSample } from './choice-words';
import type { ChartWording } from './chart-words';
import { eventWords, guardWords, placeWords, words } from './chart-words';

/** A named context fixture, as flows declare them (`FlowScenario` in flows/define-flow.ts). */
export interface SimulationScenario {
  description: string;
  input?: unknown;
  /** Context overrides merged over the machine's initial context. */
  context?: Record<string, unknown>;
  /** The state (its path, dots between levels) the preset starts in; the chart's first state otherwise. */
  at?: string;
  /** Events sent, in order, after start (to reach a step with this data); also offered as payloads. */
  events?: readonly EventObject[];
}

/** Payload variants to offer for the events of a snapshot (e.g. the path generator's event function). */
export type EventVariants = (snapshot: AnyMachineSnapshot) => readonly EventObject[];

/**
 * The scenario's start; without a scenario input, `simulatedInput` (the chart's path-test input, a
 * membership and an account) starts the chart as its generated tests do.
 */
export function startSimulation(
  machine: AnyStateMachine,
  scenario?: SimulationScenario,
  simulatedInput?: unknown,
): AnyMachineSnapshot {
  const [initial] = initialTransition(machine, (scenario?.input ?? simulatedInput) as never);
  const start =
    scenario?.context || scenario?.at
      ? machine.resolveState({
          value: scenario.at ? pathValue(scenario.at) : initial.value,
          context: { ...(initial.context as Record<string, unknown>), ...scenario.context },
        })
      : initial;
  return (scenario?.events ?? []).reduce(
    (snapshot, event) => (accepts(snapshot, event) ? stepSimulation(machine, snapshot, event) : snapshot),
    start,
  );
}

/** `payment.editing` → `{ payment: 'editing' }`, the state value xstate resolves. */
const pathValue = (path: string): StateValue =>
  path
    .split('.')
    .reduceRight<StateValue | undefined>(
      (inner, key) => (inner === undefined ? key : { [key]: inner }),
      undefined,
    ) ?? path;

/**
 * Whether the chart takes `event` now. A guard that reads a payload the event lacks (a bare
 * `boat.submit`) throws; such an event is not a move the simulation can offer.
 */
export function accepts(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event);
  } catch {
    return false;
  }
}

export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyMachineSnapshot {
  const [next] = transition(machine, snapshot, event as never);
  return next;
}

function valueCovers(value: StateValue | undefined, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  if (value === undefined) return false;
  const [head, ...rest] = path;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  return head !== undefined && head in value && valueCovers(value[head], rest);
}

/** Ids of every active state node, root included, parents before children. */
export function activeStateIds(chart: Chart, snapshot: AnyMachineSnapshot): string[] {
  return chart.states.filter((state) => valueCovers(snapshot.value, state.path)).map((state) => state.id);
}

/**
 * The transitions taken for `event` from `snapshot`, as chart transition ids (several when parallel
 * regions handle the same event).
 */
export function takenTransitionIds(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  return machine
    .getTransitionData(snapshot as never, event as never)
    .map((definition) => refForDefinition(machine, definition)?.id)
    .filter((id): id is string => id !== undefined);
}

const eventKey = (event: EventObject): string => JSON.stringify(event);

/** A move the product owner can make now, in words, with a key that a shared link replays. */
export interface SimulationChoice {
  /** Stable within a chart: `type.continue`, `contact.submit~2`, `checkout:ok`, `checkout:declined`. */
  key: string;
  label: string;
  /** The sample data the move sends, in words, when its label names the rule instead. */
  sample?: string;
  event: EventObject;
  /** Chart transition ids the event takes (several when parallel regions handle it). */
  transitionIds: string[];
  /** For an actor's outcome: the actor id (its choices are grouped under it). */
  actor?: string;
}

export interface ChoiceOptions {
  scenario?: SimulationScenario;
  variants?: EventVariants;
  wording?: ChartWording;
  /** The support line the failure texts name. */
  supportPhone: string;
}

function guardOf(machine: AnyStateMachine, chart: Chart, snapshot: AnyMachineSnapshot, event: EventObject) {
  const [id] = takenTransitionIds(machine, snapshot, event);
  return chart.transitions.find((transition) => transition.id === id)?.guard;
}

/**
 * Every move the chart allows in `snapshot`, in words: each event the active states handle with each
 * payload known for it (the scenario's events and `variants`, else the bare event), for each running
 * actor call its outcomes by name (succeeds, each failure class, network cut), and each delay as 'Wait'
 * (a debounce, a timeout). Eventless moves are not choices; they happen on their own.
 */
export function simulatedChoices(
  machine: AnyStateMachine,
  chart: Chart,
  snapshot: AnyMachineSnapshot,
  options: ChoiceOptions,
): SimulationChoice[] {
  if (snapshot.status !== 'active') return [];
  const { scenario, variants, wording = {}, supportPhone } = options;
  const types = [
    ...new Set(
      getNextTransitions(snapshot)
        .map((definition) => definition.eventType)
        .filter((type) => type !== '' && !type.startsWith('xstate.done.state.')),
    ),
  ];
  const known = [...(scenario?.events ?? []), ...(variants?.(snapshot) ?? [])];
  const choices: SimulationChoice[] = [];
  const offer = (choice: Omit<SimulationChoice, 'transitionIds'>) => {
    if (!accepts(snapshot, choice.event)) return;
    const transitionIds = takenTransitionIds(machine, snapshot, choice.event);
    choices.push({ ...choice, transitionIds });
  };

  for (const type of types.filter((candidate) => !candidate.startsWith('xstate.'))) {
    const candidates = known.filter((event) => event.type === type);
    const unique = [
      ...new Map((candidates.length ? candidates : [{ type }]).map((e) => [eventKey(e), e])).values(),
    ];
    unique.forEach((event, index) => {
      const key = unique.length > 1 ? `${type}~${index + 1}` : type;
      const words = eventWords(event, wording);
      const base = splitSample(words).base;
      const twins = unique.some(
        (other) => other !== event && splitSample(eventWords(other, wording)).base === base,
      );
      const guard = accepts(snapshot, event) ? guardOf(machine, chart, snapshot, event) : undefined;
      // the rule of its guard names the move, else the class of input the chart decides on (when the
      // words do not say it already: 'Answer that you boat on salt water' is the class 'salt water')
      const inputClass = inputClassOf(wording.inputClasses, event, snapshot.context);
      const condition = guard
        ? guardWords(guard, wording)
        : inputClass && !words.toLowerCase().includes(inputClass.toLowerCase())
          ? inputClass
          : undefined;
      const named = choiceLabel(words, condition, twins);
      offer({ key, ...named, event });
    });
  }

  const actors = [
    ...new Set(types.flatMap((type) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? [])),
  ];
  for (const actor of actors) {
    const doneType = `xstate.done.actor.${actor}`;
    if (types.includes(doneType)) {
      const outputs = known.filter((event) => event.type === doneType);
      const unique = [
        ...new Map((outputs.length ? outputs : [{ type: doneType }]).map((e) => [eventKey(e), e])).values(),
      ];
      const answers = unique
        .map((event, index) => ({ event, index }))
        .filter(({ event }) => accepts(snapshot, event))
        .map((answer) => {
          const next = stepSimulation(machine, snapshot, answer.event);
          const place = placeWords(chart, activeStateIds(chart, next), wording);
          return { ...answer, place, lands: JSON.stringify([next.value, next.context]) };
        })
        // the same move as an earlier answer: the same step with the same data
        .filter((answer, at, all) => all.findIndex((other) => other.lands === answer.lands) === at);
      for (const { event, index, place } of answers) {
        const samePlace = answers.filter((other) => other.place === place && other.event !== event);
        const output = (event as { output?: unknown }).output;
        const values = distinguishingValues(
          output,
          samePlace.map((other) => (other.event as { output?: unknown }).output),
        );
        const inputClass = inputClassOf(wording.inputClasses, event, snapshot.context);
        const label = inputClass
          ? `succeeds: ${inputClass}`
          : answers.length === 1
            ? 'succeeds'
            : samePlace.length && values.length
              ? `succeeds with ${values.join(', ')}`
              : `succeeds, then ${place}`;
        offer({ key: index === 0 ? `${actor}:ok` : `${actor}:ok~${index + 1}`, label, event, actor });
      }
    }
    if (types.includes(`xstate.error.actor.${actor}`)) {
      for (const failure of failureClasses(actor)) {
        const event = { type: `xstate.error.actor.${actor}`, error: failureError(failure, supportPhone) };
        offer({ key: `${actor}:${failure.key}`, label: failure.label, event, actor });
      }
    }
  }
  const delays = types.filter((type) => type.startsWith('xstate.after.'));
  delays.forEach((type, index) => {
    const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1] ?? '';
    offer({
      key: delays.length > 1 ? `wait~${index + 1}` : 'wait',
      label: waitWords(delay),
      event: { type },
    });
  });
  return choices;
}

/** A delayed move in words: `Wait 0.35 seconds` (a named delay keeps its name in words). */
function waitWords(delay: string): string {
  const ms = Number(delay);
  if (!Number.isFinite(ms)) return `Wait for the ${words(delay)}`;
  return `Wait ${ms / 1000} ${ms === 1000 ? 'second' : 'seconds'}`;
}

/** A move typed on a screen or by hand keeps its event as JSON in the link: `raw:{"type":…}`. */
export const RAW_KEY = 'raw:';
export const rawKey = (event: EventObject): string => `${RAW_KEY}${JSON.stringify(event)}`;

function parseRaw(key: string): EventObject | undefined {
  const text = key.slice(RAW_KEY.length);
  // Links made before decision 255 hold the JSON percent-encoded a second time.
  for (const candidate of [text, text.startsWith('%') ? decodeURIComponent(text) : text]) {
    try {
      const event = JSON.parse(candidate) as unknown;
      if (event && typeof event === 'object' && typeof (event as EventObject).type === 'string')
        return event as EventObject;
    } catch {
      // not JSON: try the next reading
    }
  }
  return undefined;
}

/** The snapshot after the choices a shared link names, and how many of them still fit the chart. */
export function replayChoices(
  machine: AnyStateMachine,
  chart: Chart,
  start: AnyMachineSnapshot,
  keys: readonly string[],
  options: ChoiceOptions,
): { snapshot: AnyMachineSnapshot; applied: string[]; events: EventObject[] } {
  let snapshot = start;
  const applied: string[] = [];
  const events: EventObject[] = [];
  for (const key of keys) {
    const event = key.startsWith(RAW_KEY)
      ? parseRaw(key)
      : simulatedChoices(machine, chart, snapshot, options).find((c) => c.key === key)?.event;
    if (!event || !accepts(snapshot, event)) break;
    snapshot = stepSimulation(machine, snapshot, event);
    applied.push(key);
    events.push(event);
  }
  return { snapshot, applied, events };
}

/** What a move costs on the way to a step: a call's first answer and the boater's actions are plain
 * moves; another recorded answer (a trial code, a signed-in account) or a failure is a detour. */
const moveCost = (key: string): number => (/:(?!ok$)/.test(key) ? 5 : 1);

/**
 * The cheapest moves from `start` into the state `targetId` (uniform cost over the choices), or undefined
 * when the scenario's data does not lead there within `limit` visits. A quick search first visits a state
 * again only when its moves lead elsewhere than before (a boat form that now has its home port can be
 * saved); when that misses, a finer one visits it again with any other data (a removal that needs its
 * reason and then the new primary boat chosen before it can be sent).
 */
export function movesTo(
  machine: AnyStateMachine,
  chart: Chart,
  start: AnyMachineSnapshot,
  targetId: string,
  options: ChoiceOptions,
  limit = 300,
): string[] | undefined {
  return (
    searchMoves(machine, chart, start, targetId, options, limit, 'moves') ??
    searchMoves(machine, chart, start, targetId, options, limit, 'data')
  );
}

function searchMoves(
  machine: AnyStateMachine,
  chart: Chart,
  start: AnyMachineSnapshot,
  targetId: string,
  options: ChoiceOptions,
  limit: number,
  sameWhen: 'moves' | 'data',
): string[] | undefined {
  const seen = new Set<string>();
  const queue: { snapshot: AnyMachineSnapshot; keys: string[]; cost: number }[] = [
    { snapshot: start, keys: [], cost: 0 },
  ];
  for (let visits = 0; queue.length && visits < limit; visits++) {
    const { snapshot, keys, cost } = queue.shift() as (typeof queue)[number];
    if (activeStateIds(chart, snapshot).includes(targetId)) return keys;
    if (snapshot.status !== 'active') continue;
    if (sameWhen === 'data') {
      const signature = JSON.stringify([snapshot.value, snapshot.context]);
      if (seen.has(signature)) continue;
      seen.add(signature);
    }
    const moves = simulatedChoices(machine, chart, snapshot, options).map((choice) => ({
      key: choice.key,
      next: stepSimulation(machine, snapshot, choice.event),
    }));
    if (sameWhen === 'moves') {
      const signature = JSON.stringify([snapshot.value, moves.map((move) => [move.key, move.next.value])]);
      if (seen.has(signature)) continue;
      seen.add(signature);
    }
    for (const move of moves) {
      const entry = { snapshot: move.next, keys: [...keys, move.key], cost: cost + moveCost(move.key) };
      const at = queue.findIndex((queued) => queued.cost > entry.cost);
      queue.splice(at === -1 ? queue.length : at, 0, entry);
    }
  }
  return undefined;
}

/**
 * A state the chart only passes through (a routing step): it decides with eventless moves, and neither it
 * nor a state inside it handles an event or calls anything, so a simulation never rests in it and 'Go to
 * step' does not offer it. A step with an eventless way out and questions inside (the join's Membership
 * Advisor, skipped by a trial) is a step.
 */
export function isPassThrough(machine: AnyStateMachine, stateId: string): boolean {
  const node = machine.getStateNodeById(stateId);
  const calls = (state: typeof node): boolean =>
    state.invoke.length > 0 || Object.values(state.states).some(calls);
  return (node.always?.length ?? 0) > 0 && node.events.length === 0 && !calls(node);
}
