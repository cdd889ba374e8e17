// The browser suite runs in lanes, each a vitest process with its own server and sandbox database, side by
// side: one lane on two cores spent most of its time waiting on one Chromium (decision 280). Files are dealt to
// lanes by how long they took on a measured run, longest first to the lightest lane, so the lanes end together
// and the same files always share a lane (a failure reproduces with the same sandbox history).
import { relative } from 'node:path';

/** Seconds each browser file took on a measured run of the whole suite (tests/browser/…, one lane). */
export const FILE_SECONDS: Readonly<Record<string, number>> = {
  'accessibility-personas.test.ts': 105,
  'accessibility.test.ts': 107,
  'account.test.ts': 18,
  'billing-and-card.test.ts': 17,
  'boats.test.ts': 40,
  'chart-fits-a-laptop.test.ts': 16,
  'duplicate-order.test.ts': 20,
  'first-screen-budget.test.ts': 11,
  'focus-follows-the-work.test.ts': 11,
  'focus-ring.test.ts': 24,
  'gift.test.ts': 21,
  'headings-and-hints.test.ts': 5,
  'home-port-keyboard-pin.test.ts': 5,
  'journey-funnel.test.ts': 17,
  'journeys/auto-renew.journey.test.ts': 58,
  'journeys/boat-form.journey.test.ts': 111,
  'journeys/boat-removal.journey.test.ts': 46,
  'journeys/card-reprint.journey.test.ts': 26,
  'journeys/gift.journey.test.ts': 50,
  'journeys/home-port.journey.test.ts': 110,
  'journeys/membership-picker.journey.test.ts': 34,
  'journeys/partner-application.journey.test.ts': 45,
  'journeys/partner-login.journey.test.ts': 18,
  'journeys/partner-offer.journey.test.ts': 34,
  'journeys/partner-profile.journey.test.ts': 55,
  'journeys/purchase.journey.test.ts': 308,
  'journeys/renewal.journey.test.ts': 201,
  'journeys/upgrade-membership.journey.test.ts': 31,
  'journeys/upgrade-trailer-care.journey.test.ts': 46,
  'lake-card-and-address-combobox.test.ts': 6,
  'member-media.test.ts': 17,
  'member-personas.test.ts': 27,
  'membership-pickers.test.ts': 8,
  'one-round-of-loading.test.ts': 5,
  'programs-portal.test.ts': 33,
  'programs-profile.test.ts': 13,
  'programs-savings-club.test.ts': 15,
  'purchase-scenarios.test.ts': 58,
  'reflow.test.ts': 16,
  'registration-and-referrals.test.ts': 8,
  'renewal-journeys.test.ts': 20,
  'routes-as-written.test.ts': 12,
  'savings-club.test.ts': 12,
  'security-sign-in.test.ts': 7,
  'sign-in.test.ts': 14,
  'source-maps.test.ts': 2,
  'spec-001-partner-pages.test.ts': 5,
  'titles-and-page-focus.test.ts': 16,
  'upgrades.test.ts': 24,
  'visualizer-every-state.test.ts': 42,
  'visualizer.test.ts': 13,
};

/** What a file missing from the table is taken to weigh: a new file, until the table is measured again. */
export const UNMEASURED_SECONDS = 20;

const weightOf = (file: string) => FILE_SECONDS[relative('tests/browser', file)] ?? UNMEASURED_SECONDS;

/** Deals the files (paths under tests/browser/) to `count` lanes: longest first, each to the lightest lane. */
export function dealToLanes(files: readonly string[], count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  const byWeight = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of byWeight) {
    const lightest = lanes.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  return lanes.map((lane) => lane.files.sort()).filter((lane) => lane.length > 0);
}
