// 'Partner application' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const partnerApplicationAbout = {
  id: 'partnerApplication',
  title: 'Partner application',
  purpose:
    'A business applies to the Savings Club, Sea Care or Membership Kits programs; the answer decides whether it creates a login, signs in with its own, or is thanked.',
  portal: 'partner',
  basePath: '/programs/apply',
  mount: 'public',
} satisfies JourneyAbout;
