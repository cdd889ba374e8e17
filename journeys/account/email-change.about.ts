// 'Change the primary e-mail' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const emailChangeAbout = {
  id: 'emailChange',
  title: 'Change the primary e-mail',
  purpose: 'A member changes the e-mail they sign in with, confirming it before the change.',
  portal: 'account',
  basePath: '/members/account',
} satisfies JourneyAbout;
