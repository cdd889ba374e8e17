// 'Add or edit a contact' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const contactEditAbout = {
  id: 'contactEdit',
  title: 'Add or edit a contact',
  portal: 'account',
  basePath: '/members/account',
} as const satisfies JourneyAbout;
