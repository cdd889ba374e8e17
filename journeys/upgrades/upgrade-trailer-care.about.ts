// 'Trailer Care Upgrade' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const upgradeTrailerCareAbout = {
  id: 'upgradeTrailerCare',
  title: 'Trailer Care Upgrade',
  purpose:
    "A member adds trailer care to a Gold or Lake Card, or goes from Trailer Care to Trailer Care Plus, and pays with the purchase's card payment.",
  portal: 'member',
  basePath: '/members/memberships/$sfid/upgrades/trailer-care',
  mount: 'signed-in',
} satisfies JourneyAbout;
