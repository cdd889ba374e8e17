// The edit form's primary-boat part (member spec §5 Other boat form, decision 246): 'Reassigning primary
// from the edit form only when the boat is not primary and a primary exists; otherwise the form tells the
// member to call member service.' The choice when the rule allows it, else the note with the support phone
// (spec §9 '{phone}'). Nothing when a boat is added.
import { primaryReassignable, type PrimaryStanding } from '@/machines/boats/primary-boat';
import { CheckboxField } from '@/ui/checkbox-field';
import { useWithPhone } from '@/ui/support-line';

export const MAKE_PRIMARY_LABEL = 'Make this my primary boat';
export const CALL_FOR_PRIMARY =
  'To change which boat is your primary boat, please call member service at {phone}.';

export function PrimaryBoatChoice({
  standing,
  chosen,
  onChange,
  disabled,
}: {
  standing: PrimaryStanding | null | undefined;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
  disabled: boolean;
}) {
  const withPhone = useWithPhone();
  if (!standing) return null;
  if (!primaryReassignable(standing))
    return <p className="boat-form__primary-note">{withPhone(CALL_FOR_PRIMARY)}</p>;
  return (
    <CheckboxField
      label={MAKE_PRIMARY_LABEL}
      checked={chosen}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
