// The account (mailing) address: view, and an edit form with street, city, state, postal code and
// country all required; changing the country clears the state (spec §4, §5). Success refetches the
// account and closes the form; a failure keeps what was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { updateAccountMutationOptions } from '@/api/queries/account';
import { accountFailureText } from '@/journeys/account/account-failure';
import { accountAddressBody, addressLine, addressValuesOf } from '@/machines/account/address-rules';
import {
  addressSchema,
  changeAddress,
  type AddressErrors,
  type AddressValues,
} from '@/machines/forms/address-form';
import { formErrors } from '@/machines/forms/form-schema';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { config } from '@/src/config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { pushFlash } from '@/ui/flash-store';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import type { AccountRecord } from './use-account-data';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export function AccountAddressCard({ account, startOpen }: { account: AccountRecord; startOpen: boolean }) {
  const [editing, setEditing] = useState(startOpen);
  const saved = addressValuesOf(account);
  return (
    <Card
      title="Account Address"
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation(updateAccountMutationOptions(api, queryClient));

  const change = (next: Partial<AddressValues>) => {
    const updated = changeAddress(values, next);
    setValues(updated);
    if (submitted) setErrors(formErrors(addressSchema, updated));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = formErrors(addressSchema, values);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    save.mutate(
      { sfid: account.sfid, id: account.id, ...accountAddressBody(values) },
      {
        onSuccess: () => {
          pushFlash('success', 'Your account address was updated.');
          onClose();
        },
      },
    );
  };
  const states = statesOf(values.country).map((r) => ({ value: r.code, label: r.name }));

  return (
    <form className="account-form" aria-label="Account address" noValidate onSubmit={onSubmit}>
      {save.isError && <Alert kind="failure">{accountFailureText(save.error, config.supportPhone)}</Alert>}
      <FormField
        label="Street Address"
        required
        autoComplete="street-address"
        value={values.streetAddress}
        error={errors.streetAddress}
        onChange={(e) => change({ streetAddress: e.currentTarget.value })}
      />
      <div className="account-form__row">
        <FormField
          label="City"
          required
          autoComplete="address-level2"
          value={values.city}
          error={errors.city}
          onChange={(e) => change({ city: e.currentTarget.value })}
        />
        <FormField
          label="Postal Code"
          required
          autoComplete="postal-code"
          value={values.postalCode}
          error={errors.postalCode}
          onChange={(e) => change({ postalCode: e.currentTarget.value })}
        />
      </div>
      <div className="account-form__row">
        <SelectField
          label="Country"
          required
          placeholder={SELECT_COUNTRY}
          options={COUNTRY_OPTIONS}
          value={values.country}
          error={errors.country}
          onChange={(e) => change({ country: e.currentTarget.value })}
        />
        <SelectField
          label="State"
          required
          placeholder={values.country ? 'Select state...' : SELECT_COUNTRY}
          options={states}
          value={values.state}
          error={errors.state}
          onChange={(e) => change({ state: e.currentTarget.value })}
        />
      </div>
      <div className="button-row">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Address'}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
