// 'Boat editing' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const boatFormAbout = {
  id: 'boatForm',
  title: 'Boat editing',
  purpose:
    'A member adds a boat (own or other) to a membership or edits one, with its home port, from the boats page.',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} satisfies JourneyAbout;
