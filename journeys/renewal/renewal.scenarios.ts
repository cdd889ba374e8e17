// Visualizer presets of the renewal chart: loaded with the visualizer only, so their example data never
// reaches a member's bundle. The start's answers (lake@, trial@, noboat@) are offered as its outcomes.
import type { FlowScenario } from '@/flows/define-flow';
import type { renewalMachine } from '@/machines/renewal.machine';
import { RENEWAL_INPUT } from './renewal.examples';

export const renewalScenarios: Record<string, FlowScenario<typeof renewalMachine>> = {
  'Renewing from the picker': {
    description:
      "The picker's one membership, with the reset-cart flag: the cart starts from the membership.",
    input: RENEWAL_INPUT,
  },
  'Renewing from the dashboard': {
    description: "The dashboard's Renew: the application account's saved cart is used.",
    input: { ...RENEWAL_INPUT, renew: { ...RENEWAL_INPUT.renew, resetCart: false } },
  },
};
