// Visualizer presets of login creation (loaded with the visualizer only): the chart's input is the link the
// application leads to (account uuid, status, e-mail).
import type { FlowScenario } from '@/flows/define-flow';
import type { partnerLoginMachine } from '@/machines/partner-login.machine';

export const partnerLoginScenarios: Record<string, FlowScenario<typeof partnerLoginMachine>> = {
  'New applicant without a login': {
    description: 'The application answered AUTH0_ACCOUNT_NOT_FOUND for this user name.',
    input: {
      accountUuid: 'acc-harbor-light',
      status: 'AUTH0_ACCOUNT_NOT_FOUND',
      email: 'dana.keel@harborlight.example.com',
      linkToken: 'example-link-token',
    },
  },
};
