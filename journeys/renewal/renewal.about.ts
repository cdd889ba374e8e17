// 'Renew Your Membership' as the registry and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const renewalAbout = {
  id: 'renewal',
  title: 'Renew Your Membership',
  portal: 'member',
  basePath: '/members/memberships/$sfid/renew',
  mount: 'signed-in',
} as const satisfies JourneyAbout;
