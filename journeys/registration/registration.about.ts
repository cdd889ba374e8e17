// 'Portal registration' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const registrationAbout = {
  id: 'registration',
  title: 'Portal registration',
  purpose:
    'A signed-in login with no account links itself to an existing membership by number and expiry date.',
  portal: 'account',
  basePath: '/members/registration',
} satisfies JourneyAbout;
