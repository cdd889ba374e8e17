// 'Change the password' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const passwordChangeAbout = {
  id: 'passwordChange',
  title: 'Change the password',
  portal: 'account',
  basePath: '/members/account',
} as const satisfies JourneyAbout;
