// The card inputs of every card charge form (purchase, renewal and upgrades' payment, gift payment,
// auto-renew enrolment): the typed card goes to the caller's form state only (never stored), and the
// chart's messages of the last submit (card schema) hide once their field is edited.
import type { Dispatch, SetStateAction } from 'react';
import type { CardFields } from '@/machines/forms/card-form';
import type { FieldErrors } from '@/machines/forms/form-schema';
import { CardFieldInputs } from '@/screens/forms/card-inputs';
import { useFreshErrors } from '@/screens/purchase/use-fresh-errors';

export interface CardEntryProps {
  card: CardFields;
  setCard: Dispatch<SetStateAction<CardFields>>;
  /** The chart's card messages, keyed by card field; keep the same object between renders. */
  errors: FieldErrors;
  disabled?: boolean;
}

export function CardEntry({ card, setCard, errors, disabled }: CardEntryProps) {
  const shown = useFreshErrors(errors);
  return (
    <CardFieldInputs
      values={card}
      disabled={disabled}
      errors={{
        cardNumber: shown.errorOf('cardNumber'),
        cardExpirationDate: shown.errorOf('cardExpirationDate'),
        securityCode: shown.errorOf('securityCode'),
      }}
      onChange={(field, value) => {
        setCard((c) => ({ ...c, [field]: value }));
        shown.edited([field]);
      }}
    />
  );
}
