// 'Become a Member' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const purchaseAbout = {
  id: 'purchase',
  title: 'Become a Member',
  portal: 'member',
  basePath: '/members/join',
  mount: 'public',
} as const satisfies JourneyAbout;
