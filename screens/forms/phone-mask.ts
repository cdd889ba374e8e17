// Spec §5: a phone field shows the mask (xxx) xxx-xxxx as it is typed, digits only: a Modular Forms
// transform of the one phone formatter (machines/forms/phone.ts).
import { toCustom } from '@modular-forms/react';
import { formatPhone } from '@/machines/forms/phone';

export const PHONE_MASK = toCustom<string>((value) => formatPhone(value ?? ''), { on: 'change' });

/** A phone text field's mask, numeric keypad and placeholder (its autocomplete is the form's). */
export const PHONE_FIELD = {
  type: 'tel',
  inputMode: 'numeric',
  placeholder: '(xxx) xxx-xxxx',
  transform: PHONE_MASK,
} as const;
