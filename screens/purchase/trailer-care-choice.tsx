// Trailer care choice (spec §4/§5): offered for Gold Card and Lake Card only; the chart defaults it to Plus.
import { RadioGroup } from '@/ui/radio-group';
import {
  TRAILER_CARE,
  trailerCareOffered,
  type TrailerCareChoice as Choice,
} from '@/machines/purchase/membership-types';
import { formatMoney } from './format-money';
import type { PurchaseScreenProps } from './purchase-screen-props';
import { listPrice } from './purchase-view';

export const TRAILER_CARE_LEGEND = 'Add Trailer Care to your membership?';

export function TrailerCareChoice({ snapshot, send }: PurchaseScreenProps) {
  const { membershipType, trailerCare } = snapshot.context;
  if (!trailerCareOffered(membershipType)) return null;
  const options = TRAILER_CARE.map((choice) => {
    const amount = choice === 'Do not upgrade' ? undefined : listPrice(snapshot, 'trailerCare', choice);
    return {
      value: choice,
      label: choice === 'Do not upgrade' ? 'No Trailer Care' : choice,
      detail: amount === undefined ? null : `${formatMoney(amount)} per year`,
    };
  });
  return (
    <RadioGroup<Choice>
      legend={TRAILER_CARE_LEGEND}
      name="trailerCare"
      look="cards"
      options={options}
      value={trailerCare}
      onChange={(value) => send({ type: 'trailerCare.pick', trailerCare: value })}
    />
  );
}
