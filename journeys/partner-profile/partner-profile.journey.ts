// The business profile chart's binding: its one screen and the save call. The account page's Business
// Information card runs it (decision 163), so it has no mount; `npm run journeys` plans and replays its
// paths from `/programs/account?form_open=true` (decision 165). What was typed survives a reload
// (decision 164).
import { partnerProfileMachine } from '@/machines/partner-profile.machine';
import {
  BusinessProfileScreen,
  SAVE_BUSINESS_PROFILE,
} from '@/screens/partner-profile/business-profile-screen';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { partnerProfileAbout } from './partner-profile.about';
import { partnerProfileActors } from './partner-profile.actors';

export const partnerProfileFlow = defineFlow({
  ...partnerProfileAbout,
  machine: partnerProfileMachine,
  persist: { key: 'partner-profile', version: 1 },
  states: {
    editing: {
      path: '',
      screen: BusinessProfileScreen,
      check: { role: 'button', name: SAVE_BUSINESS_PROFILE },
    },
  },
  actors: partnerProfileActors,
  journeyWords: () => import('./partner-profile.words').then((m) => m.partnerProfileWords),
  scenarios: () => import('./partner-profile.scenarios').then((m) => m.partnerProfileScenarios),
});

export const partnerProfileJourney = defineJourney({ flow: partnerProfileFlow });
