// 'Refer a Boater' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const referralAbout = {
  id: 'referral',
  title: 'Refer a Boater',
  purpose: 'A member refers a friend by name and e-mail and earns a renewal credit.',
  portal: 'member',
  basePath: '/members/referrals',
} satisfies JourneyAbout;
