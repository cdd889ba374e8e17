// 'Card reprint' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const cardReprintAbout = {
  id: 'cardReprint',
  title: 'Card reprint',
  portal: 'member',
  basePath: '/members/memberships/$sfid',
} as const satisfies JourneyAbout;
