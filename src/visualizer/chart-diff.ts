// What changed between two snapshots of one chart, in a product owner's words: states and transitions
// added, removed or changed (a target, a guard's rule, a label, the actions, a step's URL), the generated
// journeys whose path changed, appeared or vanished, and the consequences the graph shows (a state no
// longer reachable, a new dead end, a declared invariant now broken). Pure: Node and browser share it.
import type { ChartTransition } from './chart-model';
import type { ChartSnapshot } from './chart-snapshot';
import type { JourneyRecord } from './chart-invariants';
import { eventTypeWords, words } from './chart-words';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ChartChange {
  kind: ChangeKind;
  subject: 'state' | 'transition' | 'rule';
  /** The state id, transition id or guard name (the head's id, else the base's). */
  id: string;
  text: string;
}

export interface JourneyChange {
  kind: 'changed' | 'appeared' | 'vanished';
  base?: number;
  head?: number;
  text: string;
}

export interface Consequence {
  kind: 'unreachable' | 'dead-end' | 'invariant';
  /** True when the change repairs it (was broken in the base, no longer in the head). */
  repaired: boolean;
  text: string;
  /** Head journeys that show it (invariants). */
  journeys: number[];
}

export interface ChartDiff {
  id: string;
  title: string;
  base: string;
  head: string;
  changes: ChartChange[];
  journeys: JourneyChange[];
  consequences: Consequence[];
  /** Head transition id → base transition id, for transitions present in both. */
  matched: Map<string, string>;
}

const quote = (text: string) => `'${text}'`;
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function titleOf(snapshot: ChartSnapshot, id: string): string {
  return snapshot.stateTitles[id] ?? words(id.split('.').at(-1) ?? id);
}

function targetsWords(snapshot: ChartSnapshot, transition: ChartTransition): string {
  return transition.targets.length
    ? list(transition.targets.map((id) => titleOf(snapshot, id)))
    : 'the same step';
}

/** `Payment: a declined card` — where the move starts and what happens. */
function moveWords(snapshot: ChartSnapshot, transition: ChartTransition): string {
  const what = (snapshot.transitionWords[transition.id]?.[0] ?? transition.eventLabel).replace(
    /^./,
    (first) => first.toLowerCase(),
  );
  const from =
    transition.source === snapshot.chart.rootId ? 'Any step' : titleOf(snapshot, transition.source);
  return `${from}: ${what}`;
}

const ruleOf = (snapshot: ChartSnapshot, transition: ChartTransition) =>
  transition.guard ? (snapshot.guardRules[transition.guard] ?? transition.guard) : undefined;

/** Pairs transitions across versions by source, event and guard (in order), then by id. */
function matchTransitions(base: ChartSnapshot, head: ChartSnapshot): Map<string, string> {
  const key = (transition: ChartTransition) =>
    `${transition.source}|${transition.event}|${transition.guard ?? ''}`;
  const matched = new Map<string, string>();
  const free = new Map<string, ChartTransition[]>();
  for (const transition of base.chart.transitions)
    free.set(key(transition), [...(free.get(key(transition)) ?? []), transition]);
  const taken = new Set<string>();
  for (const transition of head.chart.transitions) {
    const candidate = free.get(key(transition))?.shift();
    if (candidate) {
      matched.set(transition.id, candidate.id);
      taken.add(candidate.id);
    }
  }
  const baseIds = new Set(base.chart.transitions.map((transition) => transition.id));
  for (const transition of head.chart.transitions) {
    if (matched.has(transition.id) || !baseIds.has(transition.id) || taken.has(transition.id)) continue;
    matched.set(transition.id, transition.id);
    taken.add(transition.id);
  }
  return matched;
}

function stateChanges(base: ChartSnapshot, head: ChartSnapshot): ChartChange[] {
  const changes: ChartChange[] = [];
  const before = new Map(base.chart.states.map((state) => [state.id, state]));
  const after = new Set(head.chart.states.map((state) => state.id));
  for (const state of head.chart.states) {
    const title = titleOf(head, state.id);
    const inside =
      state.parentId && state.parentId !== head.chart.rootId
        ? ` inside ${quote(titleOf(head, state.parentId))}`
        : '';
    const old = before.get(state.id);
    if (!old) {
      changes.push({
        kind: 'added',
        subject: 'state',
        id: state.id,
        text: `New step ${quote(title)}${inside}.`,
      });
      continue;
    }
    const was = titleOf(base, state.id);
    const notes: string[] = [];
    if (was !== title) notes.push(`is now called ${quote(title)} instead of ${quote(was)}`);
    if (old.kind !== state.kind) notes.push(`is now ${state.kind} instead of ${old.kind}`);
    const [oldPath, newPath] = [base.stepPaths[state.id], head.stepPaths[state.id]];
    if (oldPath !== newPath)
      notes.push(
        newPath === undefined
          ? `no longer has a screen of its own (was /${oldPath})`
          : oldPath === undefined
            ? `now has its own screen at /${newPath}`
            : `now shows at /${newPath} instead of /${oldPath}`,
      );
    const initial = (snapshot: ChartSnapshot, ids: string[]) => list(ids.map((id) => titleOf(snapshot, id)));
    if (old.initial.join() !== state.initial.join())
      notes.push(
        `now starts at ${quote(initial(head, state.initial))} instead of ${quote(initial(base, old.initial))}`,
      );
    if (notes.length)
      changes.push({ kind: 'changed', subject: 'state', id: state.id, text: `${was}: ${notes.join('; ')}.` });
  }
  for (const state of base.chart.states)
    if (!after.has(state.id))
      changes.push({
        kind: 'removed',
        subject: 'state',
        id: state.id,
        text: `Step ${quote(titleOf(base, state.id))} is gone.`,
      });
  return changes;
}

function transitionChange(
  base: ChartSnapshot,
  head: ChartSnapshot,
  old: ChartTransition,
  now: ChartTransition,
): string | undefined {
  const notes: string[] = [];
  const [wasRule, rule] = [ruleOf(base, old), ruleOf(head, now)];
  if (old.guard !== now.guard)
    notes.push(
      rule === undefined
        ? `no longer waits for a rule (was: ${wasRule})`
        : wasRule === undefined
          ? `now only ${rule}`
          : `now ${rule} instead of ${wasRule}`,
    );
  if (old.targets.join() !== now.targets.join())
    notes.push(`now goes to ${targetsWords(head, now)} instead of ${targetsWords(base, old)}`);
  const added = now.actions.filter((action) => !old.actions.includes(action)).map(words);
  const dropped = old.actions.filter((action) => !now.actions.includes(action)).map(words);
  if (added.length) notes.push(`now also does: ${list(added)}`);
  if (dropped.length) notes.push(`no longer does: ${list(dropped)}`);
  const [wasWords, nowWords] = [base.transitionWords[old.id] ?? [], head.transitionWords[now.id] ?? []];
  // Words that fell back to the event's name (no walked payload in one version) are no rewording.
  const fallback = eventTypeWords(now.event);
  if (
    old.guard === now.guard &&
    wasWords[0] !== nowWords[0] &&
    ![wasWords[0], nowWords[0]].includes(fallback)
  )
    notes.push(`now reads ${quote(nowWords[0] ?? '')} instead of ${quote(wasWords[0] ?? '')}`);
  return notes.length ? `${moveWords(base, old)} ${notes.join('; ')}.` : undefined;
}

function transitionChanges(
  base: ChartSnapshot,
  head: ChartSnapshot,
  matched: Map<string, string>,
): ChartChange[] {
  const changes: ChartChange[] = [];
  const before = new Map(base.chart.transitions.map((transition) => [transition.id, transition]));
  const kept = new Set(matched.values());
  for (const now of head.chart.transitions) {
    const oldId = matched.get(now.id);
    const old = oldId === undefined ? undefined : before.get(oldId);
    if (!old) {
      const rule = ruleOf(head, now);
      changes.push({
        kind: 'added',
        subject: 'transition',
        id: now.id,
        text: `${moveWords(head, now)}${rule ? ` (${rule})` : ''} now goes to ${targetsWords(head, now)}.`,
      });
      continue;
    }
    const text = transitionChange(base, head, old, now);
    if (text) changes.push({ kind: 'changed', subject: 'transition', id: now.id, text });
  }
  for (const old of base.chart.transitions)
    if (!kept.has(old.id))
      changes.push({
        kind: 'removed',
        subject: 'transition',
        id: old.id,
        text: `${moveWords(base, old)} no longer goes to ${targetsWords(base, old)}.`,
      });
  return changes;
}

function ruleChanges(base: ChartSnapshot, head: ChartSnapshot): ChartChange[] {
  return Object.entries(head.guardRules)
    .filter(([guard, rule]) => base.guardRules[guard] !== undefined && base.guardRules[guard] !== rule)
    .map(([guard, rule]) => ({
      kind: 'changed' as const,
      subject: 'rule' as const,
      id: guard,
      text: `The rule ${quote(base.guardRules[guard] ?? '')} now reads ${quote(rule)}.`,
    }));
}

// A step is the same when it takes the same transitions and rests in the same states.
const stepKey = (step: JourneyRecord['steps'][number]) => `${step.via.join('+')}@${step.at.join('+')}`;
const pathKey = (journey: JourneyRecord) => journey.steps.map(stepKey).join('>');
const journeyWords = (journey: JourneyRecord, from = 1) =>
  journey.steps
    .slice(from)
    .map((step) => step.does)
    .join(' → ');

function commonPrefix(a: JourneyRecord, b: JourneyRecord): number {
  let length = 0;
  while (
    length < a.steps.length &&
    length < b.steps.length &&
    stepKey(a.steps[length] as JourneyRecord['steps'][number]) ===
      stepKey(b.steps[length] as JourneyRecord['steps'][number])
  )
    length += 1;
  return length;
}

/** Journeys by the transitions they take: same path → unchanged; longest shared start → changed. */
function journeyChanges(base: ChartSnapshot, head: ChartSnapshot): JourneyChange[] {
  if (!base.journeys || !head.journeys) return [];
  const same = new Set(base.journeys.map(pathKey));
  const unchanged = new Set(head.journeys.map(pathKey));
  const gone = base.journeys.filter((journey) => !unchanged.has(pathKey(journey)));
  const changes: JourneyChange[] = [];
  for (const journey of head.journeys.filter((candidate) => !same.has(pathKey(candidate)))) {
    const best = gone
      .map((old) => ({ old, shared: commonPrefix(old, journey) }))
      .filter((pair) => pair.shared > 1)
      .sort((a, b) => b.shared - a.shared)[0];
    if (best) {
      gone.splice(gone.indexOf(best.old), 1);
      changes.push({
        kind: 'changed',
        base: best.old.number,
        head: journey.number,
        text: `Journey ${journey.number} (was ${best.old.number}) takes another way from step ${best.shared + 1}: ${journeyWords(
          journey,
          best.shared,
        )}.`,
      });
    } else
      changes.push({
        kind: 'appeared',
        head: journey.number,
        text: `New journey ${journey.number}: ${journeyWords(journey)}.`,
      });
  }
  for (const old of gone)
    changes.push({
      kind: 'vanished',
      base: old.number,
      text: `Journey ${old.number} is gone: ${journeyWords(old)}.`,
    });
  return changes;
}

function consequences(base: ChartSnapshot, head: ChartSnapshot): Consequence[] {
  const found: Consequence[] = [];
  const compare = (
    kind: 'unreachable' | 'dead-end',
    was: string[],
    now: string[],
    say: (title: string) => string,
    repair: (title: string) => string,
  ) => {
    for (const id of now.filter((candidate) => !was.includes(candidate)))
      found.push({ kind, repaired: false, text: say(titleOf(head, id)), journeys: [] });
    for (const id of was.filter(
      (candidate) => !now.includes(candidate) && head.stateTitles[candidate] !== undefined,
    ))
      found.push({ kind, repaired: true, text: repair(titleOf(head, id)), journeys: [] });
  };
  compare(
    'unreachable',
    base.graph.unreachable,
    head.graph.unreachable,
    (title) => `${quote(title)} can no longer be reached: no move leads to it.`,
    (title) => `${quote(title)} can be reached again.`,
  );
  compare(
    'dead-end',
    base.graph.deadEnds,
    head.graph.deadEnds,
    (title) => `${quote(title)} is a new dead end: a boater there has no way on.`,
    (title) => `${quote(title)} is no longer a dead end.`,
  );
  const wasBroken = new Map(
    base.graph.invariants.map((invariant) => [invariant.name, invariant.brokenBy.length > 0]),
  );
  for (const invariant of head.graph.invariants) {
    const broken = invariant.brokenBy.length > 0;
    const before = wasBroken.get(invariant.name) ?? false;
    if (broken && !before) {
      const missing = list(invariant.passesThrough.map((id) => quote(titleOf(head, id))));
      found.push({
        kind: 'invariant',
        repaired: false,
        text: `Broken: ${invariant.name}. Journeys ${invariant.brokenBy.join(', ')} reach ${quote(
          titleOf(head, invariant.into),
        )} without first passing ${missing}.`,
        journeys: invariant.brokenBy,
      });
    } else if (!broken && before)
      found.push({
        kind: 'invariant',
        repaired: true,
        text: `Holds again: ${invariant.name}.`,
        journeys: [],
      });
  }
  return found;
}

export function diffSnapshots(base: ChartSnapshot, head: ChartSnapshot): ChartDiff {
  const matched = matchTransitions(base, head);
  return {
    id: head.id,
    title: head.title,
    base: base.version,
    head: head.version,
    changes: [
      ...stateChanges(base, head),
      ...transitionChanges(base, head, matched),
      ...ruleChanges(base, head),
    ],
    journeys: journeyChanges(base, head),
    consequences: consequences(base, head),
    matched,
  };
}
