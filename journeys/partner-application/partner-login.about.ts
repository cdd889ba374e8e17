// 'Partner login creation' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerLoginAbout = {
  id: 'partnerLogin',
  title: 'Partner login creation',
  purpose:
    'After applying with a user name that has no login yet, the business chooses a password and its login is created and linked.',
  portal: 'partner',
  basePath: '/programs/apply/create-account',
  mount: 'public',
} satisfies JourneyAbout;
