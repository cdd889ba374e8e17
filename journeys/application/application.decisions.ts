// The answers that decide the purchase's and the renewal's moves (decision 265): every answer of each
// advisor question, the Lake Card rule's two classes of home port, and each kind of discount code typed at
// payment. Each class is a coverage item the generated journeys must walk. Loaded by the generator only.
import type { InputClassRule } from '@/flows/define-flow';
import { lakeCardExcludedFor } from '@/machines/boats/boat-form-context';
import { LAKE_CARD_EXCLUDED_STATES } from '@/machines/forms/regions';
import { codeRequiresAutoRenew, type PurchaseCode } from '@/machines/purchase/code-rules';
import type { PurchaseContext, PurchaseEvent } from '@/machines/purchase/purchase-types';

type Rule = InputClassRule<PurchaseEvent, PurchaseContext>;
type Before = { context: PurchaseContext };

const answer = (type: PurchaseEvent['type'], value: unknown) => (event: PurchaseEvent) =>
  event.type === type && 'value' in event && event.value === value;

const ADVISOR_QUESTIONS: Rule[] = [
  {
    rule: 'Do you use the boat for charters, rent it out or for other paid use?',
    outcomes: [
      { outcome: 'Yes', when: answer('questionnaire.paidUse', true) },
      { outcome: 'No', when: answer('questionnaire.paidUse', false) },
    ],
  },
  {
    rule: 'A single vessel or multiple vessels?',
    outcomes: [
      { outcome: 'Single vessel', when: answer('questionnaire.vessels', 'single') },
      { outcome: 'Multiple vessels', when: answer('questionnaire.vessels', 'multiple') },
    ],
  },
  {
    rule: 'Where do you boat?',
    outcomes: [
      { outcome: 'Salt water', when: answer('questionnaire.water', 'salt') },
      { outcome: 'Fresh water', when: answer('questionnaire.water', 'fresh') },
      { outcome: 'Both', when: answer('questionnaire.water', 'both') },
    ],
  },
  {
    rule: 'Do you boat in FL, AK, HI, PR, VI or on coastal rivers and lakes?',
    outcomes: [
      { outcome: 'Yes', when: answer('questionnaire.specialWaters', true) },
      { outcome: 'No', when: answer('questionnaire.specialWaters', false) },
    ],
  },
];

const lakeCardBoat = (event: PurchaseEvent, before: Before) =>
  event.type === 'boat.submit' && before.context.membershipType === 'Lake Card';

const LAKE_CARD_RULE: Rule = {
  rule: `The Lake Card is not sold for a boat homed in ${LAKE_CARD_EXCLUDED_STATES.join(', ')}`,
  outcomes: [
    {
      outcome: 'A Lake Card boat homed in one of those states',
      when: (event, before) =>
        lakeCardBoat(event, before) && lakeCardExcludedFor(before.context, event as never),
    },
    {
      outcome: 'A Lake Card boat homed in another state',
      when: (event, before) =>
        lakeCardBoat(event, before) && !lakeCardExcludedFor(before.context, event as never),
    },
  ],
};

const lookedUp = (event: PurchaseEvent): PurchaseCode | null =>
  (event as { type: string }).type === 'xstate.done.actor.lookupCode'
    ? ((event as { output?: PurchaseCode }).output ?? null)
    : null;

const fitsMembership = (code: PurchaseCode, before: Before) =>
  !code.valid_on_membership__c ||
  code.valid_on_membership__c.split(';').includes(before.context.membershipType ?? '');

const PAYMENT_CODES: Rule = {
  rule: 'A discount code typed at payment',
  outcomes: [
    {
      outcome: 'A code that fits the membership',
      when: (event, before) => {
        const code = lookedUp(event);
        return code !== null && fitsMembership(code, before) && !codeRequiresAutoRenew(code);
      },
    },
    {
      outcome: 'A code valid on another membership type',
      when: (event, before) => {
        const code = lookedUp(event);
        return code !== null && !fitsMembership(code, before);
      },
    },
    {
      outcome: 'A code that needs automatic renewal, with automatic renewal off',
      when: (event, before) => codeRequiresAutoRenew(lookedUp(event)) && !before.context.autoRenew,
    },
    {
      outcome: 'A second code while one is applied',
      when: (event, before) => event.type === 'code.apply' && before.context.code !== null,
    },
  ],
};

export const APPLICATION_INPUT_CLASSES: Rule[] = [...ADVISOR_QUESTIONS, LAKE_CARD_RULE, PAYMENT_CODES];
