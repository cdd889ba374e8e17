// 'Partner application' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerApplicationAbout = {
  id: 'partnerApplication',
  title: 'Partner application',
  portal: 'partner',
  basePath: '/programs/apply',
  mount: 'public',
} as const satisfies JourneyAbout;
