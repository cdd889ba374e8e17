import { describe, expect, it } from 'vitest';
import { homePortNameFor } from '@/machines/home-port/home-port-schema';
import {
  parseGeocoding,
  parseOperator,
  parsePlace,
  parseSuggestions,
} from '@/journeys/home-port/home-port.calls';

const sandboxPlace = {
  place_id: 'p1',
  formatted_address: '1 Bay St, Sag Harbor, NY 11963, USA',
  name: 'Sag Harbor Yacht Club',
  types: ['marina'],
  street_number: '1',
  street: 'Bay St',
  city: 'Sag Harbor',
  state: 'NY',
  country: 'US',
  postal_code: '11963',
  subpremise: null,
  lat: 41.0,
  lng: -72.29,
};

describe('home-port actor answers', () => {
  it('reads a flat place (sandbox) and a Google-style place alike', () => {
    expect(parsePlace(sandboxPlace)).toMatchObject({
      city: 'Sag Harbor',
      state: 'NY',
      street: 'Bay St',
      lat: 41,
      lng: -72.29,
    });
    const google = {
      result: {
        place_id: 'g1',
        formatted_address: 'Key West, FL, USA',
        name: 'Key West',
        types: ['locality'],
        address_components: [
          { long_name: 'Key West', short_name: 'Key West', types: ['locality'] },
          { long_name: 'Florida', short_name: 'FL', types: ['administrative_area_level_1'] },
        ],
        geometry: { location: { lat: 24.55, lng: -81.78 } },
      },
    };
    expect(parsePlace(google)).toMatchObject({ city: 'Key West', state: 'FL', lat: 24.55 });
  });

  it('takes the first geocoding entry and rejects a place without coordinates', () => {
    expect(parseGeocoding({ results: [sandboxPlace, { ...sandboxPlace, city: 'Elsewhere' }] })?.city).toBe(
      'Sag Harbor',
    );
    expect(parsePlace({ name: 'nowhere' })).toBeNull();
    expect(parseGeocoding({ results: [] })).toBeNull();
  });

  it('reads suggestions and the local operator', () => {
    expect(
      parseSuggestions({
        results: [{ place_id: 'p1', formatted_address: 'A', name: 'A' }, { place_id: '' }],
      }),
    ).toEqual([{ placeId: 'p1', description: 'A' }]);
    expect(
      parseOperator({
        sfid: 'a1',
        name: 'Sea Tow Sag Harbor',
        description: 'East End',
        x24_hour_phone__c: '631-555-0100',
      }),
    ).toEqual({
      id: 'a1',
      name: 'Sea Tow Sag Harbor',
      description: 'East End',
      phone: '631-555-0100',
    });
    expect(parseOperator({ message: 'Not found' })).toBeNull();
  });
});

describe('home port name (spec §4)', () => {
  const place = parsePlace(sandboxPlace);
  it.each([
    ['locality', ''],
    ['street_address', ''],
    ['premise', ''],
    ['marina', 'Sag Harbor Yacht Club'],
  ])('for a %s place is %j', (type, name) => {
    if (!place) throw new Error('fixture must parse');
    expect(homePortNameFor({ ...place, types: [type] })).toBe(name);
  });
});
