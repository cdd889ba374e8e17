// Simulation choices named by the condition they stand for, not by their sample data: a guarded move
// reads as its rule ("Save the boat — if the boat is homed in a state the Lake Card excludes"), its sample
// values kept apart (shown small, editable under 'Developer details'); a call's answers that lead to
// the same step are told apart by the values that differ between them.

/** `Fill in the boat form (2019, 24 ft, Grady-White)` → the words and the sample apart. */
export function splitSample(words: string): { base: string; sample?: string } {
  const match = /^(.*\S)\s+\(([^()]+)\)$/.exec(words);
  return match ? { base: match[1] ?? words, sample: match[2] } : { base: words };
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

function leavesOf(value: unknown, path = '', into: Leaves = new Map()): Leaves {
  if (value === null || value === undefined || value === '') return into;
  if (Array.isArray(value)) value.forEach((item, index) => leavesOf(item, `${path}[${index}]`, into));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leavesOf(item, path ? `${path}.${key}` : key, into);
  else
    into.set(
      path,
      typeof value === 'boolean' ? `${path.split('.').at(-1)}: ${value ? 'yes' : 'no'}` : String(value),
    );
  return into;
}

/** The sample values (at most `max`) where `value` differs from the other answers of the same call. */
export function distinguishingValues(value: unknown, others: readonly unknown[], max = 3): string[] {
  const mine = leavesOf(value);
  const theirs = others.map((other) => leavesOf(other));
  return [...mine]
    .filter(([path, leaf]) => theirs.some((other) => other.get(path) !== leaf))
    .map(([, leaf]) => leaf)
    .filter((leaf, index, all) => all.indexOf(leaf) === index)
    .slice(0, max);
}
