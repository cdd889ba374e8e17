// 'Refer a Boater' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const referralAbout = {
  id: 'referral',
  title: 'Refer a Boater',
  portal: 'member',
  basePath: '/members/referrals',
} as const satisfies JourneyAbout;
