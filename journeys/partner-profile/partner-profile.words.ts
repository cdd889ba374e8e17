// The business profile form in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { BusinessProfileValues } from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { SAVE_BUSINESS_PROFILE } from '@/screens/partner-profile/business-profile-screen';
import { firstErrorSight } from '../partner-application/partner-application.words';

/** The filled-in fields ('' for none) of a profile, briefly. */
function profileInWords(values: BusinessProfileValues): string {
  const parts = [
    values.businessName && `'${values.businessName}'`,
    values.description && 'a description',
    values.phone,
    values.publicEmail,
    values.publicAddress.city && `an address in ${values.publicAddress.city}`,
  ].filter(Boolean);
  return parts.join(', ');
}

function describeEvent(event: PartnerProfileEvent): string {
  switch (event.type) {
    case 'profile.submit':
      return profileInWords(event.values)
        ? `Fill in ${profileInWords(event.values)} and press '${SAVE_BUSINESS_PROFILE}'`
        : `Press '${SAVE_BUSINESS_PROFILE}' with nothing filled in`;
  }
}

export const partnerProfileWords: FlowJourneyWords<typeof partnerProfileMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
  guardRules: { profileInvalid: 'if a business information field breaks a form rule' },
};
