// The one runner of the generated journeys: a chart's `<chart>.journey.test.ts` hands it the chart's plans
// (data, `<chart>.journeys.json`) by name, and its driver. Each journey replays in Chromium, checking each step's
// screen and the texts it must show; then one journey with the keyboard only; then, when every journey a
// browser can walk passed, what they walked is recorded (journey-record.ts); then the fault cases. `JOURNEY_PATH=N` (set by
// `npm run test:journeys -- <chart> --path N`) runs journey N only.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { browserPerTest } from '../../support/browser';
import { expandJourneys, type ExpandedJourney, type JourneyFile } from './journey-data';
import { faultSkipped, replayFaults } from './fault-replay';
import { keyboardJourney, replayJourney, type JourneyDriver, type JourneyPlan } from './journey-plan';
import { recordRun, runOf } from './journey-record';

/** The journey number `npm run test:journeys -- <chart> --path N` asks for; null for all. */
function pickedPath(): number | null {
  const picked = process.env.JOURNEY_PATH;
  return picked ? Number(picked) : null;
}

/** A chart's plans, as `npm run journeys` wrote them beside this file. */
export async function loadJourneyFile(name: string): Promise<JourneyFile> {
  return JSON.parse(
    await readFile(new URL(`./${name}.journeys.json`, import.meta.url), 'utf8'),
  ) as JourneyFile;
}

export async function journeySuite(name: string, driver: JourneyDriver): Promise<void> {
  const file = await loadJourneyFile(name);
  const baseUrl = inject('baseUrl');
  const probeUrl = inject('sandboxProbeUrl');
  const browser = browserPerTest();
  const journeys = expandJourneys(file);
  const picked = pickedPath();
  const walkable = journeys.filter((journey) => (driver.unreachable?.(journey) ?? null) === null);
  const passed: ExpandedJourney[] = [];

  describe(`${file.title} journeys (generated)`, () => {
    for (const journey of journeys) {
      const skipped = !walkable.includes(journey) || (picked !== null && picked !== journey.number);
      it.skipIf(skipped)(journey.name, async () => {
        await replayJourney(browser.page, baseUrl, driver, journey);
        passed.push(journey);
      });
    }

    // One journey again with the keyboard only: every control reached by Tab, focus visible, each new step's heading focused.
    const keyboard = keyboardJourney(journeys, driver);
    it.runIf(keyboard && picked === null)(`keyboard only: journey ${keyboard?.number ?? ''}`, () =>
      replayJourney(browser.page, baseUrl, driver, keyboard as JourneyPlan, { keyboard: true }),
    );

    // What the journeys walked in the browser, recorded for `/flows` (decision 266) once all of them passed.
    it.skipIf(picked !== null)(
      'every journey a browser can walk passed: its coverage is recorded',
      async () => {
        const failed = walkable.filter((journey) => !passed.includes(journey)).map((j) => j.number);
        expect(failed, 'journeys that did not pass').toEqual([]);
        await recordRun(file.chart, runOf(file, passed));
      },
    );
  });

  // Each call whose failure the chart handles, failed in turn with 500, 503, a network failure and a timeout,
  // then retried; the steps are those of the journeys above (journey index, step range).
  describe(`${file.title} faults (generated)`, () => {
    for (const fault of file.faults)
      it.skipIf(picked !== null || faultSkipped(driver, journeys, fault) !== null)(
        `faults at the ${fault.actor} call, then a retry`,
        () => replayFaults(browser.page, baseUrl, driver, journeys, fault, { probeUrl }),
        120_000,
      );
  });
}
