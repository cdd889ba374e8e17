// 'Card reprint' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const cardReprintAbout = {
  id: 'cardReprint',
  title: 'Card reprint',
  purpose: 'A member asks for a new printed membership card in the mail.',
  portal: 'member',
  basePath: '/members/memberships/$sfid',
} satisfies JourneyAbout;
