// How a browser performs the Lake-to-Gold chart's events (upgrade-driver-kit.ts), on a portal of its own:
// a plan that pays takes a Lake Card that stays a Gold Card afterwards; gold@'s Gold Card is refused.
import { isolatedPortal } from '../../support/isolated-portal';
import { upgradeDriver } from './upgrade-driver-kit';

export const upgradeMembershipDriver = upgradeDriver({
  which: 'membership',
  portal: await isolatedPortal(),
  pool: [
    { sfid: 'mem-noboat', email: 'noboat@example.com', kind: 'lake' },
    { sfid: 'mem-lake', email: 'lake@example.com', kind: 'lake' },
    { sfid: 'mem-fleet-lake', email: 'fleet@example.com', kind: 'lake' },
    { sfid: 'mem-gold', email: 'gold@example.com', kind: 'gold' },
  ],
  kindOfStart: (output) =>
    (output as { membership: { membership_type__c: string } }).membership.membership_type__c === 'Lake Card'
      ? 'lake'
      : 'gold',
  kindAfter: () => 'gold',
});
