// Donation (spec §5, §9): $0, 1, 5, 10, 20, 50 or Other; none by default. The chart keeps the choice
// and adds it to the total.
import { useState } from 'react';
import { FormField } from '@/ui/form-field';
import { RadioGroup } from '@/ui/radio-group';
import { parseMoney } from '@/machines/forms/phone';
import { DONATION_AMOUNTS } from '@/machines/purchase/membership-types';
import { formatMoney } from './format-money';
import type { PurchaseScreenProps } from './purchase-screen-props';

export const DONATION_LEGEND = 'Would you like to add a donation to our boating safety foundation?';
const OTHER = 'other';

export function DonationChoice({ snapshot, send }: PurchaseScreenProps) {
  const { donation } = snapshot.context;
  const [choice, setChoice] = useState<string | null>(
    donation.other !== null ? OTHER : donation.preset !== null ? String(donation.preset) : null,
  );
  const [other, setOther] = useState(donation.other !== null ? String(donation.other) : '');
  const options = [
    ...DONATION_AMOUNTS.map((amount) => ({
      value: String(amount),
      label: formatMoney(amount).replace('.00', ''),
    })),
    { value: OTHER, label: 'Other' },
  ];
  const sendOther = (text: string) => {
    const amount = parseMoney(text);
    send({ type: 'donation.pick', amount: null, other: Number.isNaN(amount) ? null : amount });
  };
  return (
    <div className="purchase-donation">
      <RadioGroup
        legend={DONATION_LEGEND}
        name="donation"
        look="cards"
        options={options}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          if (value === OTHER) sendOther(other);
          else send({ type: 'donation.pick', amount: Number(value), other: null });
        }}
      />
      {choice === OTHER && (
        <FormField
          label="Other amount"
          inputMode="decimal"
          placeholder="$"
          value={other}
          onChange={(e) => {
            setOther(e.target.value);
            sendOther(e.target.value);
          }}
        />
      )}
    </div>
  );
}
