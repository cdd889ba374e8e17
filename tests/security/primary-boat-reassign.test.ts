// Member spec §5 (decision 246): PATCH /boats with primary_boat__c rewrites two boats and a membership, so
// only the boat's own member may ask it. Another member is refused (403) before the reassignment rule is
// asked, so the answer tells nothing of the victim's boats (a 409 would say which boat is primary).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await resetSandbox();
});

const state = async () =>
  (
    await sandbox.db.query<{ sfid: string; primary_boat__c: boolean; membership: string | null }>(
      `SELECT b.sfid, b.primary_boat__c, m.primary_boat__c AS membership FROM boats b
       JOIN memberships m ON m.sfid = b.related_membership__c WHERE m.sfid = 'mem-gold' ORDER BY b.sfid`,
    )
  ).rows;

describe("making another member's boat primary", () => {
  it.each(['boat-gold-little-tern', 'boat-gold-sea-breeze'])(
    'refuses lake@ on gold’s %s with 403, changing no boat and not the membership',
    async (sfid) => {
      const before = await state();
      const { rows } = await sandbox.db.query<{ id: number }>(`SELECT id FROM boats WHERE sfid = $1`, [sfid]);
      const attacker = apiClient(sandbox, await signInAs('lake@example.com', sandbox));
      const { response } = await attacker.PATCH('/boats', {
        body: { sfid, id: rows[0]!.id, primary_boat__c: true },
      });
      expect(response.status).toBe(403);
      expect(await state()).toEqual(before);
    },
  );
  it('refuses an anonymous caller (401)', async () => {
    const { rows } = await sandbox.db.query<{ id: number }>(
      `SELECT id FROM boats WHERE sfid = 'boat-gold-little-tern'`,
    );
    const { response } = await apiClient(sandbox).PATCH('/boats', {
      body: { sfid: 'boat-gold-little-tern', id: rows[0]!.id, primary_boat__c: true },
    });
    expect(response.status).toBe(401);
    expect((await state()).find((b) => b.sfid === 'boat-gold-little-tern')?.primary_boat__c).toBe(false);
  });
});
