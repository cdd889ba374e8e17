// 'Upgrade to Gold Card' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const upgradeMembershipAbout = {
  id: 'upgradeMembership',
  title: 'Upgrade to Gold Card',
  portal: 'member',
  basePath: '/members/memberships/$sfid/upgrades/membership',
  mount: 'signed-in',
} as const satisfies JourneyAbout;
