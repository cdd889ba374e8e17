// The membership pickers as the registry and `/flows` know them before the chart loads. One chart for the
// three picker pages (`/members/select-your-membership/…`); each page runs it with its workflow.
import type { JourneyAbout } from '@/flows/journey';

export const membershipPickerAbout = {
  id: 'membershipPicker',
  title: 'Select your membership',
  portal: 'member',
  basePath: '/members/select-your-membership',
} as const satisfies JourneyAbout;
