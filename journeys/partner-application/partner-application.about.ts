// 'Partner application' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerApplicationAbout = {
  id: 'partnerApplication',
  title: 'Partner application',
  purpose: 'A business applies to the programs, then creates a login, signs in or is thanked.',
  portal: 'partner',
  basePath: '/programs/apply',
  mount: 'public',
} satisfies JourneyAbout;
