// Visualizer presets of the picker chart (one per workflow): loaded with the visualizer only.
import type { FlowScenario } from '@/flows/define-flow';
import type { membershipPickerMachine } from '@/machines/membership-picker.machine';

export const membershipPickerScenarios: Record<string, FlowScenario<typeof membershipPickerMachine>> = {
  'Renew (fleet@, several)': {
    description: '/members/select-your-membership/renew-membership: every membership of the account.',
    input: { workflow: 'renew', accountId: 'acc-fleet' },
  },
  'Upgrade to Gold Card': {
    description: '/members/select-your-membership/upgrades/membership: Lake Cards only.',
    input: { workflow: 'lakeToGold', accountId: 'acc-fleet' },
  },
  'Trailer Care Upgrade': {
    description: '/members/select-your-membership/upgrades/trailer-care: Gold and Lake Cards below Plus.',
    input: { workflow: 'trailerCare', accountId: 'acc-fleet' },
  },
};
