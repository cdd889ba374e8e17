// Login creation in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { PartnerLoginEvent, partnerLoginMachine } from '@/machines/partner-login.machine';
import { firstErrorSight } from './partner-application.words';

function describeEvent(event: PartnerLoginEvent): string {
  switch (event.type) {
    case 'login.change':
      return `Type '${event.value}' as the ${event.field === 'password' ? 'password' : 'confirmation'}`;
    case 'login.submit':
      return "Press 'Create Login'";
  }
}

export const partnerLoginWords: FlowJourneyWords<typeof partnerLoginMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
};
