// 'Home port wizard' as the registry, the router and `/flows` know it before its chart loads. Not mounted
// on its own: it runs as the boat form's child on the boats page (decision 170) and the purchase's.
import type { JourneyAbout } from '@/flows/journey';

export const homePortAbout = {
  id: 'homePort',
  title: 'Home port wizard',
  purpose: 'A member sets where a boat is kept: the kind of home port, its address, then the pin on the map.',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} satisfies JourneyAbout;
