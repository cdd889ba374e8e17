// 'Automatic renewal' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const autoRenewAbout = {
  id: 'autoRenew',
  title: 'Automatic renewal',
  portal: 'member',
  basePath: '/members/memberships/$sfid',
} as const satisfies JourneyAbout;
