// 'Gift Membership' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const giftAbout = {
  id: 'gift',
  title: 'Gift Membership',
  purpose:
    'A visitor, signed in or not, gives a membership: the type, the delivery (e-mail or mail), the recipient and payment.',
  portal: 'member',
  basePath: '/members/gift',
  mount: 'public',
} satisfies JourneyAbout;
