// Simulation choices named by the condition they stand for, not by their sample data: a guarded move
// reads as its rule ("Save the boat — if the boat is homed in a state the Lake Card excludes"), its sample
// values kept apart (shown small, editable under 'Developer details'); a call's answers that lead to
// the same step are told apart by the values that differ between them.
import type { EventObject } from 'xstate';
import { errorCatalogue, errorMessageForCodes } from '@/api/error-catalogue';
import type { InputClassRule } from '@/flows/define-flow';
import { words } from './chart-words';

/**
 * `Fill in the boat form (2019, 24 ft, Grady-White) and press 'Save'` → the words
 * (`Fill in the boat form and press 'Save'`) and the sample (`2019, 24 ft, Grady-White`) apart.
 */
export function splitSample(words: string): { base: string; sample?: string } {
  const match = /^(.*\S)\s+\(([^()]+)\)(.*)$/.exec(words);
  return match ? { base: `${match[1] ?? ''}${match[3] ?? ''}`, sample: match[2] } : { base: words };
}

/** The class of input an event is, by the chart's decisions (`A Lake Card boat homed in another state`). */
export function inputClassOf(
  rules: readonly InputClassRule<EventObject, unknown>[] | undefined,
  event: EventObject,
  context: unknown,
): string | undefined {
  for (const rule of rules ?? [])
    for (const { outcome, when } of rule.outcomes) {
      try {
        if (when(event, { context })) return outcome.charAt(0).toLowerCase() + outcome.slice(1);
      } catch {
        // a class that reads a payload this event lacks: not this class
      }
    }
  return undefined;
}

/**
 * A move's label: its words, and when a rule decides it, the rule in place of the sample data
 * (`otherwise` for the fallback of moves that share their words).
 */
export function choiceLabel(
  words: string,
  rule: string | undefined,
  twins: boolean,
): { label: string; sample?: string } {
  if (!rule && !twins) return { label: words };
  const { base, sample } = splitSample(words);
  return { label: `${base} — ${rule ?? 'otherwise'}`, ...(sample ? { sample } : {}) };
}

type Leaves = Map<string, string>;

/** A catalogue code an answer carries (`INACTIVE_PROMO`) reads as the message the boater is shown. */
const leafWords = (value: string): string =>
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value) && value in errorCatalogue('')
    ? `the message '${errorMessageForCodes([value], '').split('\n')[0]}'`
    : value;

function leavesOf(value: unknown, path = '', into: Leaves = new Map()): Leaves {
  if (value === null || value === undefined || value === '') return into;
  if (Array.isArray(value)) value.forEach((item, index) => leavesOf(item, `${path}[${index}]`, into));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leavesOf(item, path ? `${path}.${key}` : key, into);
  else
    into.set(
      path,
      typeof value === 'boolean'
        ? `${words(path.split('.').at(-1) ?? path)}: ${value ? 'yes' : 'no'}`
        : leafWords(String(value)),
    );
  return into;
}

/**
 * The sample values where `value` differs from the other answers of the same call: the first `max`, and
 * past them the first that tells apart an answer they do not (two answers alike in their first values
 * would read the same).
 */
export function distinguishingValues(value: unknown, others: readonly unknown[], max = 3): string[] {
  const mine = leavesOf(value);
  const theirs = others.map((other) => leavesOf(other));
  const differing = [...mine].filter(([path, leaf]) => theirs.some((other) => other.get(path) !== leaf));
  const chosen = differing.slice(0, max);
  for (const other of theirs) {
    if (chosen.some(([path, leaf]) => other.get(path) !== leaf)) continue;
    const telling = differing.find(([path, leaf]) => other.get(path) !== leaf);
    if (telling) chosen.push(telling);
  }
  return chosen.map(([, leaf]) => leaf).filter((leaf, index, all) => all.indexOf(leaf) === index);
}
