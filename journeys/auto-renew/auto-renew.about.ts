// 'Automatic renewal' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const autoRenewAbout = {
  id: 'autoRenew',
  title: 'Automatic renewal',
  purpose: 'A member turns automatic renewal on with a card on file, or off, from the billing page.',
  portal: 'member',
  basePath: '/members/memberships/$sfid',
} satisfies JourneyAbout;
