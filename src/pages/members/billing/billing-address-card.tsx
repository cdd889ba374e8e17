// Billing address view/edit (spec §4 'forms toggle view/edit; success refetches and closes', §5 every
// field required, changing the country clears the state). The update sends only the fields that changed
// (decision 091); nothing changed → no call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { refetchBilling, updateBillingAddress } from '@/api/queries/billing';
import { failureCodesOf } from '@/machines/billing/failure-codes';
import { addressSchema, changeAddress, type AddressErrors } from '@/machines/forms/address-form';
import { formErrors } from '@/machines/forms/form-schema';
import { billingAddressOf, changedBillingFields } from '@/machines/billing/billing-address';
import { COUNTRIES } from '@/machines/forms/regions';
import { BillingAddressFields } from '@/screens/auto-renew/billing-address-fields';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useSupportLine } from '@/ui/support-line';
import type { AccountOfDashboard } from './use-membership-of-account';
import { flashSuccess } from './billing-flash';

export const BILLING_ADDRESS_UPDATED = 'Your billing address was updated.';

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

export function BillingAddressCard({ account }: { account: AccountOfDashboard }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { describeCodes } = useSupportLine();
  const saved = billingAddressOf(account);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<AddressErrors>({});
  const update = useMutation({
    mutationFn: (changes: ReturnType<typeof changedBillingFields>) =>
      updateBillingAddress(api, { sfid: account.sfid, id: account.id, ...changes }),
    onSuccess: async () => {
      await refetchBilling(queryClient);
      flashSuccess(BILLING_ADDRESS_UPDATED);
      setEditing(false);
    },
  });

  const startEditing = () => {
    setValues(saved);
    setErrors({});
    update.reset();
    setEditing(true);
  };
  const save = () => {
    const found = formErrors(addressSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changedBillingFields(saved, values);
    if (Object.keys(changes).length === 0) setEditing(false);
    else update.mutate(changes);
  };

  const hasAddress = saved.streetAddress !== '';
  return (
    <Card
      title="Billing Address"
      actions={
        !editing && (
          <Button variant="secondary" onClick={startEditing} aria-label="Edit billing address">
            Edit
          </Button>
        )
      }
    >
      {!editing ? (
        hasAddress ? (
          <address className="billing-card__address">
            {saved.streetAddress}
            <br />
            {saved.city}, {saved.state} {saved.postalCode}
            <br />
            {countryName(saved.country)}
          </address>
        ) : (
          <p>No billing address on file.</p>
        )
      ) : (
        <form
          noValidate
          aria-label="Billing Address"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {update.isError && (
            <Alert kind="failure">
              <span className="billing-card__failure">{describeCodes(failureCodesOf(update.error))}</span>
            </Alert>
          )}
          <BillingAddressFields
            hideLegend
            values={values}
            errors={errors}
            disabled={update.isPending}
            onChange={(field, value) => {
              setValues((current) => changeAddress(current, { [field]: value }));
              setErrors(({ [field]: _cleared, ...rest }) => rest);
            }}
          />
          <div className="button-row">
            <Button type="submit" busy={update.isPending}>
              Save Billing Address
            </Button>
            <Button variant="secondary" disabled={update.isPending} onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
