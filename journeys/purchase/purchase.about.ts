// 'Become a Member' as the registry, the router and `/flows` know it before its chart loads.
import type { JourneyAbout } from '@/flows/journey';

export const purchaseAbout = {
  id: 'purchase',
  title: 'Become a Member',
  purpose:
    'A boater buys a new membership: the Membership Advisor or a type, contact, primary boat, terms and payment.',
  portal: 'member',
  basePath: '/members/join',
  mount: 'public',
} satisfies JourneyAbout;
