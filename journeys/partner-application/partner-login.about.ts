// 'Partner login creation' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerLoginAbout = {
  id: 'partnerLogin',
  title: 'Partner login creation',
  purpose: 'A business that applied chooses a password for its new login.',
  portal: 'partner',
  basePath: '/programs/apply/create-account',
  mount: 'public',
} satisfies JourneyAbout;
