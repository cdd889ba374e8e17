// 'Partner business profile' as the registry and `/flows` know it; the account page runs the chart.
import type { JourneyAbout } from '@/flows/journey';

export const partnerProfileAbout = {
  id: 'partnerProfile',
  title: 'Partner business profile',
  portal: 'partner',
  basePath: '/programs/account',
} as const satisfies JourneyAbout;
