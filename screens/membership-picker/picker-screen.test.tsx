// The picker's list (member spec §2: 'listing type, number, expiration date, primary boat'; §8 'Messages in
// screens': 'ERROR: No primary boat for membership') rendered from the real chart.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { membershipPickerMachine, type PickerMembership } from '@/machines/membership-picker.machine';
import { SupportLineProvider } from '@/ui/support-line';
import { PickerScreen } from './picker-screen';

const membership = (sfid: string, primaryBoat: string | null): PickerMembership => ({
  sfid,
  membershipType: 'Gold Card',
  membershipNumber: sfid.toUpperCase(),
  expirationDate: '2027-01-01',
  trailerCareType: null,
  primaryBoat,
});

describe('PickerScreen', () => {
  it("names each membership's primary boat, and says so when one has none", async () => {
    const machine = membershipPickerMachine.provide({
      actors: {
        loadMemberships: fromPromise(async () => [membership('m-1', 'Sea Breeze'), membership('m-2', null)]),
      },
    });
    const actor = createActor(machine, { input: { workflow: 'renew', accountId: 'acc-1' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('choosing'));
    render(
      <SupportLineProvider value={{ phone: '1-800-555-0142', describeCodes: (codes) => codes.join(', ') }}>
        <PickerScreen snapshot={snapshot} send={actor.send} />
      </SupportLineProvider>,
    );
    expect(screen.getByRole('button', { name: /M-1/ }).textContent).toContain('Primary boat: Sea Breeze');
    expect(screen.getByRole('button', { name: /M-2/ }).textContent).toContain(
      'ERROR: No primary boat for membership',
    );
  });
});
