// Cross-check of the bearer rule (spec §6) against the contract's own `security` declarations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { carriesBearer, sendsCredentials } from './call-class';

interface Operation {
  security?: Array<Record<string, string[]>>;
}
interface Document {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
const contract = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as Document;
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => {
      const security = operation.security ?? contract.security ?? [];
      return { method: method.toUpperCase(), path, needsBearer: security.some((s) => 'bearer' in s) };
    }),
);

describe('bearer call classes', () => {
  it('finds operations in the contract', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.filter((op) => op.needsBearer).map((op) => [op.method, op.path]))(
    'sends the bearer token to %s %s, which the contract secures',
    (method, path) => {
      expect(carriesBearer(method, path)).toBe(true);
    },
  );

  it.each([
    ['POST', '/boats'],
    ['PATCH', '/boats'],
    ['DELETE', '/boats'],
    ['PATCH', '/boats/deleteoldsetnew/'],
    ['POST', '/authorizenet/checkout'],
  ])(
    "sends a signed-in member's token to %s %s, anonymous callers having none (decision 143)",
    (method, path) => {
      expect(carriesBearer(method, path)).toBe(true);
    },
  );

  it.each([
    ['POST', '/utility/promos/'],
    ['POST', '/utility/activationcode/'],
    ['GET', '/products'],
    ['GET', '/google_places'],
    ['GET', '/googleplacesdetails/{id}'],
    ['GET', '/geocoding'],
    ['POST', '/utility/latlongaor'],
    ['POST', '/authorize'],
    ['GET', '/login/session/cookie'],
    ['POST', '/login/session/code'],
  ])('sends none to %s %s (spec §6)', (method, path) => {
    expect(carriesBearer(method, path)).toBe(false);
  });

  it('keeps /authorizenet/… account calls apart from /authorize', () => {
    expect(carriesBearer('POST', '/authorizenet/cancelexistingmakenew')).toBe(true);
    expect(carriesBearer('DELETE', '/authorizenet/cancelarbfrommembershipid')).toBe(true);
  });

  it('sends credentials on login/… paths only', () => {
    expect(sendsCredentials('/login/session/cookie')).toBe(true);
    expect(sendsCredentials('/authorize')).toBe(false);
    expect(sendsCredentials('/accounts/{id}')).toBe(false);
  });
});
