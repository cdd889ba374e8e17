// Billing address view/edit (spec §4 'forms toggle view/edit; success refetches and closes', §5 every
// field required, changing the country clears the state: the address form of
// screens/forms/address-schema-form.tsx). The update sends only the fields that changed (decision 091);
// nothing changed → no call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { refetchBilling, updateBillingAddress } from '@/api/queries/billing';
import { failureCodesOf } from '@/machines/billing/failure-codes';
import type { AddressOutput } from '@/machines/forms/address-form';
import { billingAddressOf, changedBillingFields } from '@/machines/billing/billing-address';
import { COUNTRIES } from '@/machines/forms/regions';
import { AddressSchemaForm } from '@/screens/forms/address-schema-form';
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
    update.reset();
    setEditing(true);
  };
  const save = (address: AddressOutput) => {
    const changes = changedBillingFields(saved, address);
    if (Object.keys(changes).length === 0) setEditing(false);
    else update.mutate(changes);
  };

  const hasAddress = saved.streetAddress !== '';
  return (
    <Card
      title="Billing Address"
      view={editing ? 'form' : 'details'}
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
        <AddressSchemaForm
          label="Billing Address"
          section="billing"
          initial={saved}
          busy={update.isPending}
          submitLabel="Save Billing Address"
          failure={
            update.isError && (
              <Alert kind="failure">
                <span className="billing-card__failure">{describeCodes(failureCodesOf(update.error))}</span>
              </Alert>
            )
          }
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
