// The account (mailing) address: view, and the address form of screens/forms/address-schema-form.tsx
// (spec §4, §5: all five required, changing the country clears the state). Success refetches the account
// and closes the form; a failure keeps what was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { updateAccountMutationOptions } from '@/api/queries/account';
import { accountFailureText } from '@/journeys/account/account-failure';
import { accountAddressBody, addressLine, addressValuesOf } from '@/machines/account/address-rules';
import type { AddressValues } from '@/machines/forms/address-form';
import { AddressSchemaForm } from '@/screens/forms/address-schema-form';
import { config } from '@/src/config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { pushFlash } from '@/ui/flash-store';
import type { AccountRecord } from './use-account-data';

export function AccountAddressCard({ account, startOpen }: { account: AccountRecord; startOpen: boolean }) {
  const [editing, setEditing] = useState(startOpen);
  const saved = addressValuesOf(account);
  return (
    <Card
      title="Account Address"
      view={editing ? 'form' : 'details'}
      actions={
        editing ? undefined : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit Address
          </Button>
        )
      }
    >
      {editing ? (
        <AddressForm account={account} initial={saved} onClose={() => setEditing(false)} />
      ) : (
        <p className="account-address">{addressLine(saved) || 'No address on file'}</p>
      )}
    </Card>
  );
}

interface AddressFormProps {
  account: AccountRecord;
  initial: AddressValues;
  onClose: () => void;
}

function AddressForm({ account, initial, onClose }: AddressFormProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const save = useMutation(updateAccountMutationOptions(api, queryClient));
  return (
    <AddressSchemaForm
      label="Account address"
      section="shipping"
      initial={initial}
      busy={save.isPending}
      submitLabel={save.isPending ? 'Saving…' : 'Save Address'}
      failure={
        save.isError && <Alert kind="failure">{accountFailureText(save.error, config.supportPhone)}</Alert>
      }
      onCancel={onClose}
      onSave={(address) =>
        save.mutate(
          { sfid: account.sfid, id: account.id, ...accountAddressBody(address) },
          {
            onSuccess: () => {
              pushFlash('success', 'Your account address was updated.');
              onClose();
            },
          },
        )
      }
    />
  );
}
