// 'Renew Your Membership' as the registry and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const renewalAbout = {
  id: 'renewal',
  title: 'Renew Your Membership',
  purpose:
    "A member renews a membership: selection (Lake Card may upgrade to Gold Card), the purchase's contact, boat, terms and payment, and a thank-you.",
  portal: 'member',
  basePath: '/members/memberships/$sfid/renew',
  mount: 'signed-in',
} satisfies JourneyAbout;
