// How a browser performs the trailer-care chart's events (upgrade-driver-kit.ts), on a portal of its own:
// lake@ starts at the base level, gold@, fleet@'s Gold and Lake Cards and noboat@ without trailer care,
// fleet@'s Commercial Card takes none; a plan needing a level no membership has buys it first.
import { isolatedPortal } from '../../support/isolated-portal';
import { buyTrailerCare, upgradeDriver } from './upgrade-driver-kit';

const LEVEL_OF_KIND: Record<string, string> = { base: 'Trailer Care', plus: 'Trailer Care Plus' };

export const upgradeTrailerCareDriver = upgradeDriver({
  which: 'trailer-care',
  portal: await isolatedPortal(),
  pool: [
    { sfid: 'mem-lake', email: 'lake@example.com', kind: 'base' },
    { sfid: 'mem-gold', email: 'gold@example.com', kind: 'none' },
    { sfid: 'mem-fleet-gold', email: 'fleet@example.com', kind: 'none' },
    { sfid: 'mem-fleet-lake', email: 'fleet@example.com', kind: 'none' },
    { sfid: 'mem-noboat', email: 'noboat@example.com', kind: 'none' },
    { sfid: 'mem-fleet-commercial', email: 'fleet@example.com', kind: 'commercial' },
  ],
  kindOfStart: (output) => {
    const { membership } = output as {
      membership: { membership_type__c: string; trailer_care_type__c: string | null };
    };
    if (membership.membership_type__c === 'Commercial Card') return 'commercial';
    if (membership.trailer_care_type__c === 'Trailer Care Universal') return 'plus';
    return membership.trailer_care_type__c ? 'base' : 'none';
  },
  kindAfter: (plan) => {
    const picked = plan.steps.findLast((s) => s.event.type === 'trailerCare.pick')?.event.level;
    return picked === 'Trailer Care' ? 'base' : 'plus';
  },
  makeKind: {
    from: 'none',
    make: (page, baseUrl, membership, kind) =>
      buyTrailerCare(page, baseUrl, membership.sfid, LEVEL_OF_KIND[kind] ?? 'Trailer Care Plus'),
  },
});
