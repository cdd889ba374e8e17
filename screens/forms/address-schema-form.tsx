// The account and billing address edit form (member spec §4 'forms toggle view/edit', §5 'Account and
// billing address') on the one address schema (machines/forms/address-form.ts) with Modular Forms: a
// field's message once it is left or on save, cleared as it is corrected, focus on the first invalid field,
// and changing the country clears the state (decision 122). The caller saves the schema's output (trimmed).
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { addressSchema, type AddressValues } from '@/machines/forms/address-form';
import { formOutput } from '@/machines/forms/form-schema';
import { AddressFieldset } from './address-fieldset';
import { SaveCancelButtons } from './save-cancel-buttons';
import type { PathFormStore } from './store-fields';
import { useSchemaForm } from './schema-form';

export interface AddressSchemaFormProps {
  /** The form's accessible name ('Account address', 'Billing Address'). */
  label: string;
  /** The autocomplete section. */
  section: 'billing' | 'shipping';
  initial: AddressValues;
  busy: boolean;
  submitLabel: string;
  /** A failure of the last save, shown above the fields. */
  failure?: ReactNode;
  onSave: (address: v.InferOutput<typeof addressSchema>) => void;
  onCancel: () => void;
}

export function AddressSchemaForm(props: AddressSchemaFormProps) {
  const { label, section, initial, busy, submitLabel, failure, onSave, onCancel } = props;
  const [form, { Form }] = useSchemaForm(addressSchema, initial);
  return (
    <Form
      noValidate
      aria-label={label}
      // Modular Forms calls this only when the schema passes (else it focuses the first invalid field).
      onSubmit={(values) => onSave(formOutput(addressSchema, values))}
    >
      {failure}
      <AddressFieldset
        form={form as unknown as PathFormStore}
        at=""
        legend={label}
        hideLegend
        section={section}
        disabled={busy}
      />
      <SaveCancelButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </Form>
  );
}
