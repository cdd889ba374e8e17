// 'Rules' beside the diagram: every guard of the chart as the spec rule it encodes, with the steps whose
// moves it decides and whether the generated tests walk each of those moves.
import type { CoverageMark } from './chart-scene';
import { edgeCoverage } from './chart-scene';
import type { Chart, ChartState } from './chart-model';
import type { ChartWording } from './chart-words';
import { guardWords, placeWords } from './chart-words';

/** A state's id and its ancestors' ids, outermost first. */
function ancestry(chart: Chart, state: ChartState): string[] {
  const parent = chart.states.find((candidate) => candidate.id === state.parentId);
  return [...(parent ? ancestry(chart, parent) : []), state.id];
}

interface RulesListProps {
  chart: Chart;
  wording: ChartWording;
  coverage?: ReadonlyMap<string, boolean>;
}

const markWords: Record<CoverageMark, string> = {
  covered: 'walked by the generated tests',
  missing: 'not walked by every generated test',
  unknown: 'coverage not recorded',
};

export interface ChartRule {
  guard: string;
  rule: string;
  states: string[];
  mark: CoverageMark;
}

export function chartRules(chart: Chart, wording: ChartWording, coverage?: ReadonlyMap<string, boolean>) {
  const byGuard = new Map<string, { states: Set<string>; transitions: string[] }>();
  for (const transition of chart.transitions) {
    if (!transition.guard) continue;
    const entry = byGuard.get(transition.guard) ?? { states: new Set(), transitions: [] };
    const source = chart.states.find((state) => state.id === transition.source);
    entry.states.add(
      source && source.path.length ? placeWords(chart, ancestry(chart, source), wording) : 'any step',
    );
    entry.transitions.push(transition.id);
    byGuard.set(transition.guard, entry);
  }
  return [...byGuard].map(([guard, entry]): ChartRule => ({
    guard,
    rule: guardWords(guard, wording),
    states: [...entry.states],
    mark: edgeCoverage(coverage, entry.transitions),
  }));
}

export function RulesList({ chart, wording, coverage }: RulesListProps) {
  const rules = chartRules(chart, wording, coverage);
  if (rules.length === 0) return null;
  return (
    <section className="rules-list" aria-label="Rules">
      <h2>Rules</h2>
      <ul>
        {rules.map((rule) => (
          <li key={rule.guard} data-guard={rule.guard} data-coverage={rule.mark}>
            <strong>{rule.rule.replace(/^if /, '').replace(/^./, (c) => c.toUpperCase())}</strong>
            <span>
              {' '}
              — decides moves from {rule.states.join('; ')}; {markWords[rule.mark]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
