// 'Boat editing' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const boatFormAbout = {
  id: 'boatForm',
  title: 'Boat editing',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} as const satisfies JourneyAbout;
