// The login-creation chart bound to /programs/apply/create-account?account_uuid=&status=&email=&link_token=
// (the link the application leads to): the query, read on arrival, is the chart's input; a link without its
// account or e-mail goes back to the application. The link token leaves the address at once (no history
// entry keeps it); the chart's run keeps it in this tab's sessionStorage for a reload until the login is
// created — it is single-use and expires 30 minutes after the application (decision 192). The passwords are
// never stored; creating the login goes to 'login'.
import { useEffect, useState } from 'react';
import { partnerLoginMachine, type PartnerLoginInput } from '@/machines/partner-login.machine';
import { CreateAccountScreen } from '@/screens/partner-application/create-account-screen';
import { CREATE_ACCOUNT_HEADING } from '@/screens/partner-application/partner-application-headings';
import { defineFlow } from '@/flows/define-flow';
import { defineJourney, type JourneyHost } from '@/flows/journey';
import { APPLY_PATH, submittedHref } from './application-links';
import { partnerLoginAbout } from './partner-login.about';
import { partnerLoginActors } from './partner-application.actors';

export const partnerLoginFlow = defineFlow({
  ...partnerLoginAbout,
  machine: partnerLoginMachine,
  persist: { key: 'partner-login', version: 1, sensitive: ['password', 'passwordConfirmation'] },
  states: {
    form: { path: '', screen: CreateAccountScreen, heading: CREATE_ACCOUNT_HEADING },
  },
  actors: partnerLoginActors,
  journeyWords: () => import('./partner-login.words').then((m) => m.partnerLoginWords),
  scenarios: () => import('./partner-login.scenarios').then((m) => m.partnerLoginScenarios),
});

function linkInput(search: string): PartnerLoginInput | null {
  const query = new URLSearchParams(search);
  const accountUuid = query.get('account_uuid') ?? '';
  const email = query.get('email') ?? '';
  return accountUuid && email
    ? {
        accountUuid,
        email,
        status: query.get('status') ?? '',
        linkToken: query.get('link_token') ?? '',
      }
    : null;
}

function useLinkInput(host: JourneyHost): PartnerLoginInput | undefined {
  const [input] = useState(() => linkInput(window.location.search));
  const { navigate, dropFromAddress } = host;
  useEffect(() => {
    if (input) dropFromAddress('link_token');
    else navigate(APPLY_PATH);
  }, [input, navigate, dropFromAddress]);
  return input ?? undefined;
}

export const partnerLoginJourney = defineJourney({
  flow: partnerLoginFlow,
  route: {
    useInput: useLinkInput,
    onDone: (output, host) => host.navigate(submittedHref(output.status)),
  },
});
