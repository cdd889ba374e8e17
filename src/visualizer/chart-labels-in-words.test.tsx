// Issue 29: labels in words everywhere. Every chart of the registry, as the diagram and the simulator
// render it (state titles, the words on each transition, the rules, the moves offered along the way),
// carries no identifier (camelCase, snake_case, dotted names), no machine key in brackets, no rule
// guessed from a guard's name and no developer jargon for a state.
import { describe, expect, it } from 'vitest';
import { journeyRegistry } from '@/journeys/registry';
import { loadChartEntry } from './chart-catalog';
import type { ChartEntry } from './chart-entry';
import { readChart, type Chart } from './chart-model';
import { chartWording } from './chart-view-words';
import type { ChartWording } from './chart-words';
import { guardWords, stateTitle, transitionWords, words } from './chart-words';
import { simulatedChoices, startSimulation, stepSimulation } from './simulation';

/** Developer words for what a state is doing, which a product owner does not say. */
const JARGON =
  /\b(idle|debouncing|fetching|refetching|geocoding|routing|finishing|opening|starting|dialog|form|new|other)\b/i;

/** What an identifier looks like once e-mail addresses (which hold dots) are set aside. */
function identifierIn(label: string): string | undefined {
  const text = label.replace(/\S+@\S+/g, '');
  return /\b\w*[a-z][A-Z]\w*\b|\b\w+_\w+\b|\b[a-z]+\.[a-z]+\b|xstate/.exec(text)?.[0];
}

/** The moves a product owner is offered, gathered over the first states a simulation reaches. */
function offeredLabels(entry: ChartEntry, chart: Chart, wording: ChartWording, visits = 40): string[] {
  const options = { variants: entry.eventVariants, wording, supportPhone: '1-800-473-2869' };
  const labels = new Set<string>();
  const seen = new Set<string>();
  const queue = [
    startSimulation(entry.machine, Object.values(entry.scenarios ?? {})[0], entry.simulatedInput),
  ];
  for (let visit = 0; queue.length && visit < visits; visit++) {
    const snapshot = queue.shift()!;
    const signature = JSON.stringify(snapshot.value);
    if (seen.has(signature)) continue;
    seen.add(signature);
    for (const choice of simulatedChoices(entry.machine, chart, snapshot, options)) {
      labels.add(choice.label);
      queue.push(stepSimulation(entry.machine, snapshot, choice.event));
    }
  }
  return [...labels];
}

describe.each(journeyRegistry.map(({ about }) => about.id))('the %s chart in words', (id) => {
  it('names its states, moves and rules without identifiers, machine keys or guessed rules', async () => {
    const entry = (await loadChartEntry(id))!;
    const chart = readChart(entry.machine);
    const wording = chartWording(entry);
    const keysInWords = new Set(chart.states.map((state) => words(state.key)));
    const titles = chart.states
      .filter((state) => state.path.length > 0)
      .map((s) => [s, stateTitle(s, wording)] as const);
    const guards = [...new Set(chart.transitions.flatMap((t) => (t.guard ? [t.guard] : [])))];
    const lines = [
      ...titles.map(([, title]) => title),
      ...chart.transitions.flatMap((transition) => transitionWords(transition, wording)),
      ...offeredLabels(entry, chart, wording),
    ];

    const problems = [
      ...lines.flatMap((line) => {
        const identifier = identifierIn(line);
        return identifier ? [`identifier '${identifier}' in '${line}'`] : [];
      }),
      ...lines.flatMap((line) =>
        [...line.matchAll(/\(([^()]+)\)/g)]
          .filter(([, inner]) => keysInWords.has((inner ?? '').toLowerCase()))
          .map(() => `machine key in brackets: '${line}'`),
      ),
      ...lines
        .filter((line) => /^Right away ./.test(line))
        .map((line) => `'Right away' run into a rule: '${line}'`),
      ...titles
        .filter(
          ([state, title]) =>
            title === words(state.key).replace(/^./, (c) => c.toUpperCase()) && JARGON.test(title),
        )
        .map(([state, title]) => `state '${state.id}' reads as developer jargon: '${title}'`),
      ...titles
        .filter(([state, title]) =>
          titles.some(
            ([other, text]) => other !== state && other.parentId === state.parentId && text === title,
          ),
        )
        .map(([state, title]) => `state '${state.id}' shares its title '${title}' with a sibling`),
      ...guards
        .map((guard) => guard.replace(/^not\((.+)\)$/, '$1'))
        .filter((guard) => !wording.guardRules?.[guard])
        .map((guard) => `guard '${guard}' has no rule in words (drawn as '${guardWords(guard, wording)}')`),
    ];
    expect(problems).toEqual([]);
  }, 30_000);
});
