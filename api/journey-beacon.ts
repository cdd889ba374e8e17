// Where the portal's recorded journey steps go (decision 276): one `navigator.sendBeacon` per batch to
// the sandbox's `POST /journey-events`, which needs no header (a beacon cannot send one). Fire and
// forget: the browser sends it even as the page unloads, and a refusal or failure is never seen.
import type { components } from '@/openapi/schema.gen';

type JourneyEvent = components['schemas']['JourneyEvent'];

export const beaconJourneySteps =
  (apiBase: string) =>
  (events: JourneyEvent[]): void => {
    navigator.sendBeacon(
      `${apiBase}/journey-events`,
      new Blob([JSON.stringify({ events })], { type: 'application/json' }),
    );
  };
