// 'Gift Membership' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const giftAbout = {
  id: 'gift',
  title: 'Gift Membership',
  portal: 'member',
  basePath: '/members/gift',
  mount: 'public',
} as const satisfies JourneyAbout;
