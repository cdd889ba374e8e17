// The registration chart bound to the app: the three URLs of spec §2 (/members/registration/…), their
// screens and the verify actor. The route (src/pages/members/registration/) starts the chart with who is
// signed in and what navigation state holds, and finishes it (session refresh or sign-out). Not in
// `allFlows` (decision 095): no generated journeys, so no journey descriptions or scenarios here.
import { REGISTRATION_FAILURE_TITLE, registrationMachine } from '@/machines/registration.machine';
import { ExistingMemberScreen } from '@/screens/registration/existing-member-screen';
import { NewMemberScreen } from '@/screens/registration/new-member-screen';
import { RegistrationFailureScreen } from '@/screens/registration/registration-failure-screen';
import { REGISTRATION_HEADING } from '@/screens/registration/registration-screen-props';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney } from '@/flows/journey';
import { registrationAbout } from './registration.about';
import { registrationActors } from '@/journeys/registration/registration.actors';

export const registrationFlow = defineFlow({
  ...registrationAbout,
  machine: registrationMachine,
  // Not resumed on reload: the chart starts from the session and navigation state every time.
  persist: { key: 'registration', version: 1 },
  states: {
    existingMember: {
      path: 'existing_member',
      screen: ExistingMemberScreen,
      heading: REGISTRATION_HEADING,
    },
    newMember: { path: 'new_member', screen: NewMemberScreen, heading: REGISTRATION_HEADING },
    failure: {
      path: 'error',
      screen: RegistrationFailureScreen,
      check: { role: 'dialog', name: REGISTRATION_FAILURE_TITLE },
    },
  },
  // No data-free navigation: the URL never moves the chart out of the failure (only 'Retry Registration'
  // does), so the page's own start (a visitor with no user goes straight to the failure) is not undone
  // by the arrival sync asking the chart for the form the visitor first opened.
  navigationEvents: [],
  actors: registrationActors,
  invariants: [
    {
      name: 'Signing out only ever follows the Registration Failure modal',
      into: 'registration.signedOut',
      passesThrough: ['registration.failure'],
    },
  ],
});

export const registrationJourney = defineJourney({ flow: registrationFlow });
