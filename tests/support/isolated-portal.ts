// A portal of the calling test file's own: a fresh sandbox database nobody else writes to, for scenarios
// that change persona state other files rely on (removing a boat, upgrading a Lake Card). Call it at the top
// of the file (`const { baseUrl, probeUrl } = await isolatedPortal();`); it closes after the file's tests.
import { afterAll, inject } from 'vitest';

export async function isolatedPortal(): Promise<{ baseUrl: string; probeUrl: string }> {
  const factory = inject('portalFactoryUrl');
  const response = await fetch(`${factory}/portals`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`The portal factory answered ${response.status}: ${await response.text()}`);
  const portal = (await response.json()) as { id: string; baseUrl: string; probeUrl: string };
  afterAll(async () => {
    await fetch(`${factory}/portals/${portal.id}`, { method: 'DELETE' });
  });
  return { baseUrl: portal.baseUrl, probeUrl: portal.probeUrl };
}
