// Login creation in plain words for the journey plans (`npm run journeys`); generator only.
import type { FlowJourneyWords } from '@/flows/define-flow';
import type { PartnerLoginEvent, partnerLoginMachine } from '@/machines/partner-login.machine';
import { firstErrorSight } from './partner-application.words';

/** The chart's one event, a submit of the two passwords. */
function describeEvent(event: PartnerLoginEvent): string {
  return `Type '${event.values.password}' as the password and '${event.values.passwordConfirmation}' as its confirmation, and press 'Create Login'`;
}

export const partnerLoginWords: FlowJourneyWords<typeof partnerLoginMachine> = {
  describeEvent,
  describeSnapshot: firstErrorSight,
  guardRules: {
    loginInvalid: 'if the password or its confirmation breaks a form rule',
    loginExists: 'if a login already exists for this e-mail',
  },
};
