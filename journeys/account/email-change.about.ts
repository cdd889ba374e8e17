// 'Change the primary e-mail' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const emailChangeAbout = {
  id: 'emailChange',
  title: 'Change the primary e-mail',
  portal: 'account',
  basePath: '/members/account',
} as const satisfies JourneyAbout;
