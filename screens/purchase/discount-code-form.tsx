// One discount code (spec §4 Codes, §5 Discount code form): Apply is disabled while the field is
// pristine; the chart looks the code up and says what is wrong ('Only one discount code can be applied',
// the activation call-us text, catalogue codes).
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { ErrorCodesAlert, useWithPhone } from '@/ui/support-line';
import { purchaseSummary } from '@/machines/purchase/summary';
import type { PurchaseScreenProps } from './purchase-screen-props';

export const DISCOUNT_CODE_LABEL = 'Discount Code';

export function DiscountCodeForm({ snapshot, send }: PurchaseScreenProps) {
  const { code, errors } = snapshot.context;
  const withPhone = useWithPhone();
  const [text, setText] = useState('');
  const [pristine, setPristine] = useState(true);
  const applying = snapshot.matches({ payment: 'applyingCode' });
  const trial = purchaseSummary(snapshot.context).trial;
  return (
    <form
      noValidate
      className="purchase-code"
      aria-label={DISCOUNT_CODE_LABEL}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pristine) send({ type: 'code.apply', code: text });
      }}
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
        <FormField
          label={DISCOUNT_CODE_LABEL}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setPristine(false);
          }}
        />
        <Button type="submit" variant="secondary" busy={applying} disabled={pristine || text.trim() === ''}>
          Apply
        </Button>
      </div>
      {errors.code?.message && <Alert kind="failure">{withPhone(errors.code.message)}</Alert>}
      {errors.code && <ErrorCodesAlert codes={errors.code.codes} />}
    </form>
  );
}
