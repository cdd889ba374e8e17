// The programs application chart bound to the app: the form on /programs/apply, its one screen and the
// application call. Finishing goes where the returned auth0_status says (application-links.ts). What was
// typed is kept for a reload (sessionStorage, nothing secret in it) until the application is sent: the
// chart's run with the values of the last submit, the screen's draft with what was typed since (decision 124).
import { partnerApplicationMachine } from '@/machines/partner-application.machine';
import { ApplicationFormScreen } from '@/screens/partner-application/application-form-screen';
import { APPLICATION_HEADING } from '@/screens/partner-application/partner-application-headings';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { applicationNextHref } from './application-links';
import { partnerApplicationAbout } from './partner-application.about';
import { partnerApplicationActors } from './partner-application.actors';

export const partnerApplicationFlow = defineFlow({
  ...partnerApplicationAbout,
  machine: partnerApplicationMachine,
  persist: { key: 'partner-application', version: 1 },
  states: {
    form: { path: '', screen: ApplicationFormScreen, heading: APPLICATION_HEADING },
  },
  actors: partnerApplicationActors,
  journeyWords: () => import('./partner-application.words').then((m) => m.partnerApplicationWords),
});

export const partnerApplicationJourney = defineJourney({
  flow: partnerApplicationFlow,
  route: { onDone: (output, host) => host.navigate(applicationNextHref(output)) },
});
