// The upgrade charts' input (decision 180): the membership from the URL ($sfid), the session's account and
// today's date, read once on arrival; and where finishing goes: the Member Center with the memberships
// refreshed in the page's cache (no reload), or the Lake-to-Gold picker with the chart's notice.
import { useMemo, useState } from 'react';
import type { JourneyHost } from '@/flows/journey';
import type { UpgradeInput, UpgradeOutput } from '@/machines/upgrades/upgrade-types';
import { pushFlash } from '@/ui/flash-store';

/** How an upgrade's run is kept for resume in sessionStorage (per membership): never card data. */
export const upgradePersist = (key: string) => ({
  key,
  version: 1,
  sensitive: ['cardNumber', 'cardExpirationDate', 'securityCode'],
});

const SFID_IN_PATH = /^\/members\/memberships\/([^/]+)\/upgrades\//;

export function upgradeInputOf(pathname: string, accountId: string | null, today: string): UpgradeInput {
  return { sfid: decodeURIComponent(SFID_IN_PATH.exec(pathname)?.[1] ?? ''), accountId, today };
}

export function useUpgradeInput(host: JourneyHost): UpgradeInput | undefined {
  const [landing] = useState(() => ({
    pathname: window.location.pathname,
    today: new Date().toISOString().slice(0, 10),
  }));
  const { signedIn, accountId } = host;
  const input = useMemo(
    () => upgradeInputOf(landing.pathname, accountId, landing.today),
    [landing, accountId],
  );
  return signedIn === undefined ? undefined : input;
}

export const LAKE_TO_GOLD_PICKER = '/members/select-your-membership/upgrades/membership';
export const MEMBER_CENTER = '/members';

/** Spec §4: 'Return to Member Center' refreshes the memberships and returns to the root. */
export function leaveUpgrade(output: UpgradeOutput, host: JourneyHost): void {
  if (output.next === 'picker') {
    pushFlash('failure', output.notice);
    host.navigate(LAKE_TO_GOLD_PICKER);
    return;
  }
  void host.refreshMemberships().then(() => host.navigate(MEMBER_CENTER));
}
