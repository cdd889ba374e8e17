// 'Partner login creation' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerLoginAbout = {
  id: 'partnerLogin',
  title: 'Partner login creation',
  portal: 'partner',
  basePath: '/programs/apply/create-account',
  mount: 'public',
} as const satisfies JourneyAbout;
