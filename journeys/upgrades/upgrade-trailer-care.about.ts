// 'Trailer Care Upgrade' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const upgradeTrailerCareAbout = {
  id: 'upgradeTrailerCare',
  title: 'Trailer Care Upgrade',
  portal: 'member',
  basePath: '/members/memberships/$sfid/upgrades/trailer-care',
  mount: 'signed-in',
} as const satisfies JourneyAbout;
