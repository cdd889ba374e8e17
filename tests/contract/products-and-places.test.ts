// Public calls: GET /products, and the place search simulation (autocomplete, details, reverse
// geocoding, local operator) — no bearer token, request token required, bad input → 400, nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@/sandbox/app';
import { fingerprint } from '../support/db-fingerprint';
import { apiClient, rawRequest, resetSandbox } from '../support/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await resetSandbox();
});

describe('GET /products', () => {
  it('answers the docs/sandbox.md yearly prices by family', async () => {
    const { data, response } = await apiClient(sandbox).GET('/products');
    expect(response.status).toBe(200);
    const price = (list: { product_code: string; price: number }[] | undefined) =>
      Object.fromEntries((list ?? []).map((p) => [p.product_code, p.price]));
    expect(price(data?.membership)).toEqual({
      'Gold Card': 179,
      'Gold Card 2 Year': 358,
      'Gold Card 3 Year': 537,
      'Gold Card 10 Year': 1790,
      'Lake Card': 119,
      'Commercial Card': 179,
      'Professional Mariner Card': 365,
      'Lake Fleet Card': 299,
      'Fleet Card': 599,
      'Trial Membership': 0,
    });
    expect(data?.trailer_care.map((p) => [p.name, p.price, p.coverage_limit])).toEqual([
      ['Trailer Care', 14, 300],
      ['Trailer Care Plus', 29.95, 600],
    ]);
    expect(price(data?.upgrade)).toEqual({ 'Lake to Gold Upgrade': 80 });
  });

  it('without the request token → 400 REQUEST_TOKEN_REQUIRED', async () => {
    const response = await rawRequest('GET', '/products', { requestToken: null }, sandbox);
    expect(response.status).toBe(400);
  });
});

describe('places', () => {
  it('autocompletes with spaces sent as plus signs', async () => {
    const response = await rawRequest('GET', '/google_places?input=lake+havasu', {}, sandbox);
    const { results } = (await response.json()) as {
      results: { place_id: string; formatted_address: string }[];
    };
    expect(results).toEqual([
      {
        place_id: 'place-lake-havasu',
        name: 'Lake Havasu',
        formatted_address: '1100 McCulloch Boulevard North, Lake Havasu City, AZ 86403, USA',
      },
    ]);
    const { data } = await apiClient(sandbox).GET('/google_places', {
      params: { query: { input: 'Marina del Rey' } },
    });
    expect(data?.results[0]?.place_id).toBe('place-marina-del-rey');
    const none = await apiClient(sandbox).GET('/google_places', { params: { query: { input: 'Atlantis' } } });
    expect(none.data?.results).toEqual([]);
  });

  it('answers place details in address parts (with subpremise)', async () => {
    const { data } = await apiClient(sandbox).GET('/googleplacesdetails/{id}', {
      params: { path: { id: 'place-annapolis' } },
    });
    expect(data).toMatchObject({
      name: 'Annapolis Landing Marina',
      types: ['marina', 'point_of_interest', 'establishment'],
      street_number: '980',
      street: 'Awald Road',
      subpremise: 'Slip 4',
      city: 'Annapolis',
      state: 'MD',
      country: 'US',
      postal_code: '21403',
    });
    const unknown = await apiClient(sandbox).GET('/googleplacesdetails/{id}', {
      params: { path: { id: 'place-nowhere' } },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('reverse geocodes to the nearest known place', async () => {
    const { data } = await apiClient(sandbox).GET('/geocoding', {
      params: { query: { latlng: '43.70,-79.40' } },
    });
    expect(data?.results[0]).toMatchObject({
      place_id: 'place-toronto',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
    });
    const bad = await apiClient(sandbox).GET('/geocoding', { params: { query: { latlng: 'north,west' } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.fieldErrors).toHaveProperty(['query.latlng']);
    const missing = await rawRequest('GET', '/geocoding', {}, sandbox);
    expect(((await missing.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(['query.latlng']);
  });

  it('finds the local operator (nearest area of responsibility) for coordinates', async () => {
    const { data } = await apiClient(sandbox).POST('/utility/latlongaor', {
      body: { lat: 24.55, lon: -81.78 },
    });
    expect(data).toMatchObject({ sfid: 'aor-key-west', name: 'Sea Tow Key West', status__c: 'Active' });
    expect(data?.x24_hour_phone__c).toMatch(/^\d{3}-555-\d{4}$/);
    expect(data?.facebook_url__c).toMatch(/^https:\/\//);
  });

  it('rejects bad bodies with 400 VALIDATION_FAILED field errors and writes nothing', async () => {
    const before = await fingerprint(sandbox.db);
    const cases: [string, string[]][] = [
      [JSON.stringify({ lat: 'north', lon: 1 }), ['body.lat']],
      [JSON.stringify({ lat: 95, lon: 1 }), ['body.lat']],
      [JSON.stringify({ lat: 1 }), ['body.lon']],
      [JSON.stringify({ lat: 1, lon: 2, extra: true }), ['body.extra']],
      ['{"lat": 1,', ['body']],
      ['', ['body']],
    ];
    for (const [rawBody, fields] of cases) {
      const response = await rawRequest('POST', '/utility/latlongaor', { rawBody }, sandbox);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { codes: string[]; fieldErrors: Record<string, string[]> };
      expect(error.codes).toEqual(['VALIDATION_FAILED']);
      expect(Object.keys(error.fieldErrors)).toEqual(fields);
    }
    expect(await fingerprint(sandbox.db)).toEqual(before);
  });
});
