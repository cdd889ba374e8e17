// Member spec rules the other unit suites did not yet check (docs/spec-coverage.md, decision 245), each
// against the pure rule module or the chart it lives in, quoting its spec line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createActor, fromPromise } from 'xstate';
import { CONTACT_RELATIONSHIPS } from '@/machines/account/contact-form';
import { reprintSchema, REPRINT_REASONS } from '@/machines/card-reprint/reprint-form';
import { COUNTRIES, SELECT_COUNTRY, statesOf } from '@/machines/forms/regions';
import { HOME_PORT_TYPES } from '@/machines/home-port/home-port-schema';
import {
  HOME_PORT_SEARCH_DEBOUNCE_MS,
  homePortMachine,
  type Place,
  type PlaceSuggestion,
} from '@/machines/home-port.machine';
import {
  BOAT_OWNERSHIP,
  ENGINE_COUNTS,
  ENGINE_TYPES,
  FUEL_TYPES,
  HULL_TYPES,
  NO_BOAT_REASONS,
} from '@/machines/purchase/boat-form';
import { codeRequiresAutoRenew, isTrialCode, type PurchaseCode } from '@/machines/purchase/code-rules';
import { MEMBERSHIP_TYPES } from '@/machines/purchase/membership-types';
import { statusLabel } from '@/machines/membership/membership-status';

const CODE: PurchaseCode = {
  id: 'promo-1',
  name: 'SPRING',
  type: 'promo',
  promotion_type__c: 'Dollars Off',
  valid_on_business_type__c: 'New',
  valid_on_membership__c: 'Gold Card',
  autoRenewRequired: false,
  dollarsOff: 10,
  percentOff: null,
  trial: false,
  trialDurationDays: null,
  promo_legal: null,
};

describe('spec 000 §4 Codes', () => {
  it("\"promotion types containing 'trial' count as trial; ongoing types 'Ongoing with ARB' or 'One Time with ARB' require auto-renew\"", () => {
    expect(isTrialCode(CODE)).toBe(false);
    expect(isTrialCode({ ...CODE, promotion_type__c: 'Free Trial Time' })).toBe(true);
    expect(codeRequiresAutoRenew(CODE)).toBe(false);
    expect(codeRequiresAutoRenew({ ...CODE, ongoing_promo_type__c: 'Ongoing with ARB' })).toBe(true);
    expect(codeRequiresAutoRenew({ ...CODE, ongoing_promo_type__c: 'One Time with ARB' })).toBe(true);
    expect(codeRequiresAutoRenew({ ...CODE, ongoing_promo_type__c: 'One Time' })).toBe(false);
    expect(codeRequiresAutoRenew({ ...CODE, usage_rules__c: 'ARB Required' })).toBe(true);
  });
});

describe('spec 000 §5 Home port', () => {
  const SUGGESTION: PlaceSuggestion = { placeId: 'p-1', description: 'Sag Harbor Marina, Sag Harbor, NY' };
  const PLACE: Place = {
    placeId: 'p-1',
    formattedAddress: '1 Bay St, Sag Harbor, NY',
    name: 'Sag Harbor Marina',
    types: ['marina'],
    streetNumber: '1',
    street: 'Bay St',
    city: 'Sag Harbor',
    state: 'NY',
    country: 'US',
    postalCode: '11963',
    lat: 41,
    lng: -72.3,
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('home port search: lookups start 350 ms after typing; Continue is invalid until a location is chosen (the search text is not submitted)', async () => {
    const searches: string[] = [];
    const actor = createActor(
      homePortMachine.provide({
        actors: {
          searchPlaces: fromPromise(async ({ input }: { input: { text: string } }) => {
            searches.push(input.text);
            return [SUGGESTION];
          }),
          placeDetails: fromPromise(async () => PLACE),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'type.pick', homePortType: 'Marina' });
    actor.send({ type: 'type.submit' });
    expect(actor.getSnapshot().matches('search')).toBe(true);

    actor.send({ type: 'search.input', text: 'Sag' });
    actor.send({ type: 'search.input', text: 'Sag Harbor' });
    await vi.advanceTimersByTimeAsync(HOME_PORT_SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches).toEqual(['Sag Harbor']);
    expect(HOME_PORT_SEARCH_DEBOUNCE_MS).toBe(350);

    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches('search')).toBe(true);

    actor.send({ type: 'place.choose', placeId: 'p-1' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches('locate')).toBe(true);
  });
});

describe('spec 000 §5 Country and state lists', () => {
  it('"Canada, Mexico, United States (CA, MX, US); state options depend on country; \'Select country...\' when none"', () => {
    expect(COUNTRIES.map((c) => `${c.name} (${c.code})`)).toEqual([
      'Canada (CA)',
      'Mexico (MX)',
      'United States (US)',
    ]);
    expect(SELECT_COUNTRY).toBe('Select country...');
    expect(statesOf(null)).toEqual([]);
    expect(statesOf('CA').map((s) => s.code)).toContain('ON');
    expect(statesOf('US').map((s) => s.code)).toContain('NY');
    expect(statesOf('US').map((s) => s.code)).not.toContain('ON');
  });
});

describe('spec 000 §9 vocabularies', () => {
  it('boat vocabularies: hull, engine, fuel, engines 1-4, home port types, ownership, other-boat reasons, use types', () => {
    expect(HULL_TYPES).toEqual([
      'Aluminum',
      'Carbon Fiber',
      'Fiberglass',
      'Kevlar',
      'Steel',
      'Wood',
      'Other',
      'Unspecified',
    ]);
    expect(ENGINE_TYPES).toEqual(['IO', 'Inboard', 'Outboard', 'Jet', 'Unspecified']);
    expect(FUEL_TYPES).toEqual(['Diesel', 'Electric', 'Gasoline', 'Unspecified']);
    expect(ENGINE_COUNTS).toEqual(['1', '2', '3', '4']);
    expect(HOME_PORT_TYPES).toEqual(['Marina', 'Mooring', 'Trailer', 'Home Dock', 'Other']);
    expect(Object.values(BOAT_OWNERSHIP)).toEqual(['I own a boat', 'Other (Boat Club, Rent/Charter)']);
    expect(NO_BOAT_REASONS).toEqual(['Boat Club Member', 'Rent/Charter', 'Other']);
    expect(Object.keys(MEMBERSHIP_TYPES)).toEqual(['Recreational', 'Commercial']);
  });

  it('reprint reasons and contact relationships: Lost, Damaged, Not received, Duplicate, Other; Boat Co-owner … Other', () => {
    expect(REPRINT_REASONS).toEqual(['Lost', 'Damaged', 'Not received', 'Duplicate', 'Other']);
    for (const reason of REPRINT_REASONS) expect(v.safeParse(reprintSchema, { reason }).success).toBe(true);
    expect(v.safeParse(reprintSchema, { reason: 'Stolen' }).success).toBe(false);
    expect(CONTACT_RELATIONSHIPS).toEqual([
      'Boat Co-owner',
      'Spouse Partner',
      'Business Owner',
      'Sibling',
      'Child',
      'Other',
    ]);
  });
});

describe('spec 000 §4 membership status', () => {
  it('"A member with no status is \'New Member\'"', () => {
    expect(statusLabel(null)).toBe('New Member');
    expect(statusLabel('')).toBe('New Member');
    expect(statusLabel(' ')).toBe('New Member');
    expect(statusLabel('Pending Activation')).toBe('Pending Activation');
  });
});
