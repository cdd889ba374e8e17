// 'Portal registration' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const registrationAbout = {
  id: 'registration',
  title: 'Portal registration',
  portal: 'account',
  basePath: '/members/registration',
} as const satisfies JourneyAbout;
