// 'Home port wizard' as the registry, the router and `/flows` know it before its chart loads. Not mounted
// on its own: it runs as the boat form's child on the boats page (decision 170) and the purchase's.
import type { JourneyAbout } from '@/flows/journey';

export const homePortAbout = {
  id: 'homePort',
  title: 'Home port wizard',
  portal: 'member',
  basePath: '/members/memberships/$sfid/boats',
} as const satisfies JourneyAbout;
