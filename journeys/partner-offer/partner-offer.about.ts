// 'Savings Club offer' as the registry and `/flows` know it before its chart loads. The create and edit
// pages run the chart through its binding (decision 162): no mount.
import type { JourneyAbout } from '@/flows/journey';

export const partnerOfferAbout = {
  id: 'partnerOffer',
  title: 'Savings Club offer',
  portal: 'partner',
  basePath: '/programs/savings-club-offers/new',
} as const satisfies JourneyAbout;
