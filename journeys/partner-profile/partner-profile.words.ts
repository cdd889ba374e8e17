// The business profile form in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { BusinessProfileValues } from '@/machines/partner/business-profile-form';
import type { PartnerProfileEvent, partnerProfileMachine } from '@/machines/partner-profile.machine';
import { SAVE_BUSINESS_PROFILE } from '@/screens/partner-profile/business-profile-screen';
import { firstErrorSight } from '../partner-application/partner-application.words';

/** The filled-in fields of a profile, briefly. */
function profileInWords(values: BusinessProfileValues): string {
  const parts = [
    values.businessName && `'${values.businessName}'`,
    values.description && 'a description',
    values.phone,
    values.publicEmail,
    values.publicAddress.city && `an address in ${values.publicAddress.city}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

function describeEvent(event: PartnerProfileEvent): string {
  switch (event.type) {
    case 'profile.keep':
      return `Fill in ${profileInWords(event.values)} and leave the field`;
    case 'profile.submit':
      return `Fill in ${profileInWords(event.values)} and press '${SAVE_BUSINESS_PROFILE}'`;
  }
}

export const partnerProfileWords: FlowJourneyWords<typeof partnerProfileMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
};
