// The payment method's edit form (spec §4, §5 card rules): the card inputs every card form shares, held by
// Modular Forms on the enrolment's card schema (the card must outlast the renewal date). A field's message
// shows once it is left or on save and clears as it is corrected; save is called only with a card that
// passes, else focus goes to the first invalid field. The number and code live only in this form's memory.
import type { ReactNode } from 'react';
import { enrolmentCardSchema } from '@/machines/auto-renew.machine';
import { EMPTY_CARD, type CardFields } from '@/machines/forms/card-form';
import { CardInputs } from '@/screens/forms/card-inputs';
import type { PathFormStore } from '@/screens/forms/store-fields';
import { SaveCancelButtons } from '@/screens/forms/save-cancel-buttons';
import { useSchemaForm } from '@/screens/forms/schema-form';

export interface PaymentMethodFormProps {
  today: string;
  /** The membership's expiry (its renewal date). */
  expiry: string | null;
  busy: boolean;
  /** Saving is refused (no billing address to send with the card). */
  saveDisabled: boolean;
  /** What shows above the fields: the last save's failure, notes. */
  children: ReactNode;
  onSave: (card: CardFields) => void;
  onCancel: () => void;
}

export function PaymentMethodForm(props: PaymentMethodFormProps) {
  const { today, expiry, busy, saveDisabled, children, onSave, onCancel } = props;
  const [form, { Form }] = useSchemaForm<CardFields>(enrolmentCardSchema({ today, expiry }), EMPTY_CARD);
  return (
    <Form
      noValidate
      aria-label="Payment Method"
      // Modular Forms calls this only when the schema passes (else it focuses the first invalid field).
      onSubmit={(card) => onSave({ ...EMPTY_CARD, ...card })}
    >
      {children}
      <CardInputs form={form as unknown as PathFormStore} at="" disabled={busy} />
      <SaveCancelButtons
        submitLabel="Save Card"
        busy={busy}
        saveDisabled={saveDisabled}
        onCancel={onCancel}
      />
    </Form>
  );
}
