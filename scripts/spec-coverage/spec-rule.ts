// One rule of a spec (`shared/spec/000_…` member portal, `001_…` partner portal, Savings Club and gift), where
// it lives and the tests that check it. `docs/spec-coverage.md` is written from these rows
// (`npm run spec-coverage`); `tests/unit/spec-coverage.test.ts` fails when a row has no test, names a
// file that does not exist or a test its file does not hold, when a spec section has no row, or when the
// document is out of date (decision 245).

export type SpecId = '000' | '001';

export interface SpecRule {
  /** The spec section: '§2', '§2.3' … */
  readonly section: string;
  /** The spec's words, quoted where it quotes them. */
  readonly rule: string;
  /** Files where the rule lives: the chart, the pure rule module, the screen, the page or the sandbox route. */
  readonly where: readonly string[];
  /** `file › a stable substring of the test's name`. */
  readonly tests: readonly string[];
  /** Set when the portal does not (yet) do what the rule says: why, and what would close it. */
  readonly gap?: string;
}

export interface SpecSection {
  readonly section: string;
  readonly title: string;
}

export interface SpecRules {
  readonly spec: SpecId;
  readonly file: string;
  readonly title: string;
  readonly sections: readonly SpecSection[];
  readonly rules: readonly SpecRule[];
}

/** A row, compactly: section, rule, where it lives, tests (`file › name`), and a gap when there is one. */
export function rule(
  section: string,
  text: string,
  where: readonly string[],
  tests: readonly string[],
  gap?: string,
): SpecRule {
  return gap === undefined
    ? { section, rule: text, where, tests }
    : { section, rule: text, where, tests, gap };
}

/** Splits `file › name` into its file and the name's substring. */
export function splitTestRef(ref: string): { file: string; name: string } {
  const at = ref.indexOf(' › ');
  return at < 0 ? { file: ref, name: '' } : { file: ref.slice(0, at), name: ref.slice(at + 3) };
}
