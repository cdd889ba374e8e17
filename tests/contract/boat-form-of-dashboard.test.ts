// A boat on file as 'Edit Boat' and the renewal's boat step start from it (`boatFormOf`), read from gold's
// dashboard: the local operator shown is the membership's only when it is the boat's own.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMembership } from '@/api/queries/dashboard';
import { boatFormOf } from '@/journeys/renewal/renewal.actors';
import { apiClient, resetSandbox, signInAs } from '../support/sandbox';

let membership: DashboardMembership;
beforeAll(async () => {
  const sandbox = await resetSandbox();
  const token = await signInAs('gold@example.com', sandbox);
  const { data } = await apiClient(sandbox, token).GET('/dashboard/{accountId}', {
    params: { path: { accountId: 'acc-gold' } },
  });
  membership = data!.memberships[0]!;
});

describe('boatFormOf: the home port’s local operator', () => {
  it('is the membership’s operator, by name, for a boat in its area', () => {
    const boat = membership.boats.find((b) => b.primary_boat__c)!;
    const operator = membership.aor!;
    expect(boatFormOf({ ...boat, aor__c: operator.sfid }, membership).homePort?.aor).toMatchObject({
      id: operator.sfid,
      name: operator.name,
    });
  });

  it('keeps another operator’s id for a boat homed elsewhere, never the membership’s name', () => {
    const boat = membership.boats.find((b) => b.primary_boat__c)!;
    const port = boatFormOf({ ...boat, aor__c: 'aor-lake-george' }, membership).homePort;
    expect(port?.aor).toEqual({ id: 'aor-lake-george', name: '', description: '', phone: '' });
  });
});
