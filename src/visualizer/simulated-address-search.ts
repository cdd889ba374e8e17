// The address search the simulated screens ask (the contact step's street suggestions): one sample
// address, answered without a backend, as the purchase route's search would answer it.
import type { AddressSearch } from '@/screens/purchase/address-search';

const SAMPLE = {
  placeId: 'simulated-place',
  description: '1 Lake Shore Dr, Lake George, NY 12845, USA',
};

export const simulatedAddressSearch: AddressSearch = {
  suggest: async () => [SAMPLE],
  details: async () => ({
    placeId: SAMPLE.placeId,
    formattedAddress: SAMPLE.description,
    name: '1 Lake Shore Dr',
    types: ['street_address'],
    streetNumber: '1',
    street: 'Lake Shore Dr',
    city: 'Lake George',
    state: 'NY',
    country: 'US',
    postalCode: '12845',
    lat: 43.4262,
    lng: -73.7123,
  }),
};
