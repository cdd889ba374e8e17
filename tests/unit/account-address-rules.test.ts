import { describe, expect, it } from 'vitest';
import { accountAddressBody, addressLine, addressValuesOf } from '@/machines/account/address-rules';
import {
  ADDRESS_MESSAGES,
  addressSchema,
  changeAddress,
  type AddressValues,
} from '@/machines/forms/address-form';
import { checkForm, formErrors, formOutput } from '@/machines/forms/form-schema';

const addressErrors = (values: AddressValues) => formErrors(addressSchema, values);

const sagHarbor = addressValuesOf({
  shippingstreet: '1 Bay St',
  shippingcity: 'Sag Harbor',
  shippingstate: 'New York',
  shippingpostalcode: '11963',
  shippingcountry: 'United States',
});

describe('account address (spec §5)', () => {
  it('reads the mailing address with country and state codes', () => {
    expect(sagHarbor).toEqual({
      streetAddress: '1 Bay St',
      city: 'Sag Harbor',
      state: 'NY',
      postalCode: '11963',
      country: 'US',
    });
    expect(addressLine(sagHarbor)).toBe('1 Bay St, Sag Harbor, NY 11963, United States');
  });

  it('requires street, city, state, postal code and country', () => {
    expect(addressErrors(sagHarbor)).toEqual({});
    expect(addressErrors({ streetAddress: ' ', city: '', state: '', postalCode: '', country: '' })).toEqual(
      ADDRESS_MESSAGES,
    );
  });

  it('clears the state when the country changes, not otherwise', () => {
    expect(changeAddress(sagHarbor, { country: 'CA' })).toMatchObject({ country: 'CA', state: '' });
    expect(changeAddress(sagHarbor, { country: 'US' }).state).toBe('NY');
    expect(changeAddress(sagHarbor, { city: 'Montauk' }).state).toBe('NY');
  });

  it('sends the saved (trimmed) address as the shipping fields', () => {
    expect(accountAddressBody(formOutput(addressSchema, { ...sagHarbor, city: ' Montauk ' }))).toEqual({
      shippingstreet: '1 Bay St',
      shippingcity: 'Montauk',
      shippingstate: 'NY',
      shippingpostalcode: '11963',
      shippingcountry: 'US',
    });
  });

  it('checks the state against the country and gives the address trimmed', () => {
    expect(addressErrors({ ...sagHarbor, state: 'ON' })).toEqual({ state: ADDRESS_MESSAGES.state });
    expect(checkForm(addressSchema, { ...sagHarbor, city: ' Sag Harbor ' })).toEqual({
      ok: true,
      output: { ...sagHarbor, city: 'Sag Harbor' },
    });
  });
});
