// 'Boat removal' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const boatRemovalAbout = {
  id: 'boatRemoval',
  title: 'Boat removal',
  purpose:
    'A member removes a boat from a membership with a reason; removing the primary boat names a new primary.',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} satisfies JourneyAbout;
