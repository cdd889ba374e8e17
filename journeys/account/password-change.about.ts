// 'Change the password' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const passwordChangeAbout = {
  id: 'passwordChange',
  title: 'Change the password',
  purpose: 'A member asks for a password change link, sent by the identity provider.',
  portal: 'account',
  basePath: '/members/account',
} satisfies JourneyAbout;
