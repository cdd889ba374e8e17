// The business profile form in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { BusinessProfileChange } from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { SAVE_BUSINESS_PROFILE } from '@/screens/partner-profile/business-profile-screen';
import { describeChange, firstErrorSight } from '../partner-application/partner-application.words';

function describeEvent(event: PartnerProfileEvent): string {
  switch (event.type) {
    case 'field.change': {
      const { type: _type, ...change } = event;
      return describeChange(change as BusinessProfileChange);
    }
    case 'profile.submit':
      return `Press '${SAVE_BUSINESS_PROFILE}'`;
  }
}

export const partnerProfileWords: FlowJourneyWords<typeof partnerProfileMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
};
