// 'Partner business profile' as the registry and `/flows` know it; the account page runs the chart.
import type { JourneyAbout } from '@/flows/journey';

export const partnerProfileAbout = {
  id: 'partnerProfile',
  title: 'Partner business profile',
  purpose: 'A partner edits the business information members see.',
  portal: 'partner',
  basePath: '/programs/account',
} satisfies JourneyAbout;
