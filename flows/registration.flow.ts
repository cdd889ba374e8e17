// The registration chart bound to the app: the three URLs of spec §2 (/members/registration/…), their
// screens and the verify actor. The route (src/pages/members/registration/) starts the chart with who is
// signed in and what navigation state holds, and finishes it (session refresh or sign-out).
import {
  REGISTRATION_FAILURE_TITLE,
  REGISTRATION_MESSAGES,
  registrationMachine,
  type RegistrationEvent,
} from '@/machines/registration.machine';
import { ExistingMemberScreen } from '@/screens/registration/existing-member-screen';
import { NewMemberScreen } from '@/screens/registration/new-member-screen';
import { RegistrationFailureScreen } from '@/screens/registration/registration-failure-screen';
import { REGISTRATION_HEADING } from '@/screens/registration/registration-screen-props';
import { defineFlow } from './define-flow';
import { registrationActors } from './registration.actors';

function describeRegistrationEvent(event: RegistrationEvent): string {
  switch (event.type) {
    case 'registration.start':
      if (!event.userId) return 'Open registration without being signed in';
      return event.fromNavigation
        ? `Arrive signed in with membership ${event.fromNavigation.membershipNumber} in navigation state`
        : 'Arrive signed in without a membership account';
    case 'membershipNumber.change':
      return event.value === ''
        ? 'Clear the membership number'
        : `Enter '${event.value}' as the membership number`;
    case 'expirationDate.change':
      return event.value === ''
        ? 'Clear the expiration date'
        : `Enter '${event.value}' as the expiration date`;
    case 'registration.submit':
      return "Press 'Register'";
    case 'registration.retry':
      return "Press 'Retry Registration'";
    case 'registration.signOut':
      return "Press 'OK'";
  }
}

export const registrationFlow = defineFlow({
  id: 'registration',
  machine: registrationMachine,
  basePath: '/members/registration',
  title: 'Portal registration',
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
  navigationEvents: ['registration.retry'],
  actors: registrationActors,
  describeEvent: describeRegistrationEvent,
  describeSnapshot: (s) => {
    if (s.matches('failure')) return `the message '${REGISTRATION_MESSAGES.failure}'`;
    const { membershipNumber, expirationDate } = s.context.errors;
    const shown = [membershipNumber, expirationDate].flatMap((key) =>
      key ? [`'${REGISTRATION_MESSAGES[key]}'`] : [],
    );
    if (shown.length > 0) return `the messages ${shown.join(' and ')}`;
    if (s.hasTag('submitting') || s.hasTag('loading')) return 'the membership being verified';
    return null;
  },
  scenarios: {
    'Member registering by hand': {
      description: 'Signed in without a membership account: the existing_member form.',
      events: [{ type: 'registration.start', userId: 'idp|nomember', fromNavigation: null }],
    },
    'New member after purchase': {
      description: 'Navigation state holds the new membership: verifies at once.',
      events: [
        {
          type: 'registration.start',
          userId: 'idp|nomember',
          fromNavigation: { membershipNumber: 'GC100001', expirationDate: '12/31/2030' },
        },
      ],
    },
  },
  invariants: [
    {
      name: 'Signing out only ever follows the Registration Failure modal',
      into: 'registration.signedOut',
      passesThrough: ['registration.failure'],
    },
  ],
});
