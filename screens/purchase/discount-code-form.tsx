// One discount code (spec §4 Codes, §5 Discount code form) on its schema: Apply is disabled while the
// field is blank or pristine (Modular Forms' dirty state) unless it holds a code whose lookup failed; the
// chart looks the code up and says what is wrong ('Only one discount code can be applied', the
// activation call-us text, catalogue codes).
import { getValue } from '@modular-forms/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert, useWithPhone } from '@/ui/support-line';
import { discountCodeSchema } from '@/machines/purchase/discount-code-form';
import { purchaseSummary } from '@/machines/purchase/summary';
import { Tracked, useSchemaForm } from '../forms/schema-form';
import type { PurchaseScreenProps } from './purchase-screen-props';

export const DISCOUNT_CODE_LABEL = 'Discount Code';

export function DiscountCodeForm({ snapshot, send }: PurchaseScreenProps) {
  const { code, errors } = snapshot.context;
  const withPhone = useWithPhone();
  // A code whose lookup failed is still in the field (decision 113), and can be applied again as it is.
  const draft = snapshot.context.lookupDrafts?.code ?? '';
  const [form, { Form, Field }] = useSchemaForm(discountCodeSchema, { code: draft });
  const applying = snapshot.matches({ payment: 'applyingCode' });
  const trial = purchaseSummary(snapshot.context).trial;
  return (
    <Form
      shouldActive={false}
      noValidate
      className="purchase-code"
      aria-label={DISCOUNT_CODE_LABEL}
      onSubmit={({ code: typed }) => send({ type: 'code.apply', code: typed })}
    >
      {code && (
        <p className="purchase-code__applied" role="status">
          Code <strong>{code.name}</strong> applied{code.title ? `: ${code.title}` : ''}.{' '}
          {!trial && (
            <Button variant="link" onClick={() => send({ type: 'code.remove' })}>
              Remove
            </Button>
          )}
        </p>
      )}
      <div className="purchase-code__row">
        <Field name="code">
          {(field, props) => (
            <Tracked>
              {() => (
                <>
                  <FormField
                    {...props}
                    label={DISCOUNT_CODE_LABEL}
                    value={field.value.value ?? ''}
                    autoComplete="off"
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    busy={applying}
                    disabled={
                      (!field.dirty.value && draft === '') || (getValue(form, 'code') ?? '').trim() === ''
                    }
                  >
                    Apply
                  </Button>
                </>
              )}
            </Tracked>
          )}
        </Field>
      </div>
      {errors.code?.message && <Alert kind="failure">{withPhone(errors.code.message)}</Alert>}
      {errors.code && <ErrorCodesAlert codes={errors.code.codes} />}
    </Form>
  );
}
