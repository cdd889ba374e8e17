// Every membership a new member can choose (spec §2 'Membership type form'), grouped by boat use: the
// 'How do you primarily boat?' selector shows the group, the radio group picks the type.
import { useState } from 'react';
import { Button } from '@/ui/button';
import { RadioGroup } from '@/ui/radio-group';
import { boatUseOf, MEMBERSHIP_TYPES, type BoatUse } from '@/machines/purchase/membership-types';
import { formatMoney } from './format-money';
import { PurchaseLayout } from './purchase-layout';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { listPrice } from './purchase-view';
import { TrailerCareChoice } from './trailer-care-choice';
import { TYPE_ALL_HEADING } from './purchase-headings';
import { StepButtons } from '@/ui/step-buttons';

export const TYPE_ALL_LEGEND = 'What membership makes the most sense for you? (select one)';
export const BOAT_USE_LEGEND = 'How do you primarily boat?';

const BOAT_USES = Object.keys(MEMBERSHIP_TYPES) as BoatUse[];

export function TypeAllScreen({ snapshot, send }: PurchaseScreenProps) {
  const { membershipType } = snapshot.context;
  const [use, setUse] = useState<BoatUse>(() => boatUseOf(membershipType));
  const back = { type: 'step.back' } as const;
  const options = MEMBERSHIP_TYPES[use].map((type) => {
    const amount = listPrice(snapshot, 'membership', type);
    return {
      value: type as string,
      label: type,
      detail: amount === undefined ? null : `${formatMoney(amount)} per year`,
    };
  });
  return (
    <PurchaseLayout snapshot={snapshot} send={send}>
      <section className="purchase-step" aria-labelledby="type-all-heading">
        <h2 id="type-all-heading">{TYPE_ALL_HEADING}</h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'type.continue' });
          }}
        >
          <RadioGroup<BoatUse>
            legend={BOAT_USE_LEGEND}
            name="boatUse"
            options={BOAT_USES.map((value) => ({ value, label: value }))}
            value={use}
            onChange={setUse}
          />
          <RadioGroup
            legend={TYPE_ALL_LEGEND}
            name="membershipType"
            look="cards"
            options={options}
            value={membershipType}
            onChange={(value) => send({ type: 'type.pick', membershipType: value })}
          />
          <TrailerCareChoice snapshot={snapshot} send={send} />
          <StepButtons onBack={snapshot.can(back) ? () => send(back) : null}>
            <Button type="submit">Continue</Button>
          </StepButtons>
        </form>
      </section>
    </PurchaseLayout>
  );
}
