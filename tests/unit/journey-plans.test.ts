// The journey plans a manual tester reads cold (docs/journeys/*.md) and the data the browser suites replay
// (tests/browser/journeys/*.journeys.json): no placeholder or identifier in a plan, every journey with its
// persona and address, every failure step worded as the answer it expects, every transition and decision
// item walked by some journey (the browser suite records what its run walked, journey-suite.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandJourneys, type JourneyFile } from '@/tests/browser/journeys/journey-data';

const root = resolve(import.meta.dirname, '../..');
const plansDir = join(root, 'docs/journeys');
const dataDir = join(root, 'tests/browser/journeys');

const plans = readdirSync(plansDir).filter((file) => file.endsWith('.md'));
const data = readdirSync(dataDir)
  .filter((file) => file.endsWith('.journeys.json'))
  .map((file) => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as JourneyFile);

/** What a tester cannot act on: a placeholder, a chart's identifier, a reference instead of a result. */
const REFUSED: Array<[RegExp, string]> = [
  [/\{[a-zA-Z]+\}/, 'a placeholder'],
  [/`/, 'a code span (an identifier)'],
  [/\bxstate\./, 'an event identifier'],
  [/\|/, 'a transition identifier'],
  [/\b[a-z]+[A-Z][a-zA-Z]*\b/, 'a camelCase identifier'],
  [/\bSee:/, "a 'See:' reference instead of an expected result"],
  [/\(no name\)|<no e-mail>|\(none\)/, 'a stand-in for a value'],
];

describe('manual journey plans', () => {
  it('finds the plans', () => {
    expect(plans.length).toBeGreaterThanOrEqual(10);
    expect(data.length).toBe(plans.length);
  });

  for (const file of plans) {
    it(`${file}: no placeholder or identifier; each journey names who walks it and where it opens`, () => {
      const text = readFileSync(join(plansDir, file), 'utf8');
      const problems = text
        .split('\n')
        .flatMap((line, i) =>
          REFUSED.filter(([pattern]) => pattern.test(line)).map(
            ([pattern, what]) => `line ${i + 1}: ${what} (${pattern.exec(line)?.[0]})`,
          ),
        );
      expect(problems).toEqual([]);
      const journeys = text.split('\n## Journey ').slice(1);
      expect(journeys.length).toBeGreaterThan(0);
      for (const journey of journeys) {
        expect(journey).toMatch(/\n- \*\*Who:\*\* \S/);
        expect(journey).toMatch(/\n- \*\*Opens:\*\* \/\S*/);
        expect(journey).toMatch(/\*\*Do:\*\* .+\*\*Expect:\*\* \S/);
      }
    });
  }
});

describe('journey data', () => {
  for (const file of data) {
    it(`${file.name}: each failure step says the answer it expects, and every item is walked`, () => {
      for (const journey of expandJourneys(file))
        for (const step of journey.steps) {
          if (!step.event.type.startsWith('xstate.error.actor.')) continue;
          const codes = (step.event.error as { codes?: string[] } | undefined)?.codes ?? [];
          expect(step.does, `journey ${journey.number}`).toMatch(
            codes.length > 0 ? /call is refused/ : /fails with an error the catalogue does not name/,
          );
        }
      const walked = new Set(file.journeys.flatMap((j) => [...j.transitions, ...j.decisions]));
      expect(file.items.transitions.filter((id) => !walked.has(id))).toEqual([]);
      expect(file.items.decisions.filter((d) => !walked.has(d.id))).toEqual([]);
    });
  }
});
