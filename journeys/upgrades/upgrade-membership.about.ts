// 'Upgrade to Gold Card' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const upgradeMembershipAbout = {
  id: 'upgradeMembership',
  title: 'Upgrade to Gold Card',
  purpose:
    "A member upgrades a Lake Card to a Gold Card: the offer and its price, the purchase's card payment, a thank-you.",
  portal: 'member',
  basePath: '/members/memberships/$sfid/upgrades/membership',
  mount: 'signed-in',
} satisfies JourneyAbout;
