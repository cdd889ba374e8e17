// 'Boat removal' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const boatRemovalAbout = {
  id: 'boatRemoval',
  title: 'Boat removal',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} as const satisfies JourneyAbout;
