// Test support for the purchase screens' DOM tests: the REAL purchase chart with fake actors (no
// network), driven to a state with real events, and a render that re-renders on every snapshot like the
// flow runner does, inside the providers the app gives screens (support line, address search).
import { render } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { AddressSearchProvider, type AddressSearch } from '@/screens/purchase/address-search';
import { SupportLineProvider } from '@/ui/support-line';
import { KEY_WEST_MARINA, SUGGESTIONS } from '@/journeys/home-port/home-port.examples';
import type { HomePort } from '@/machines/home-port/home-port-schema';
import { purchaseMachine } from '@/machines/purchase.machine';
import {
  LAKE_GEORGE_HOME_PORT,
  MY_BOAT,
  PRODUCTS,
  SAVE20,
  VALID_CONTACT,
  ANONYMOUS_INPUT,
  FIXTURE_TODAY,
} from '@/journeys/purchase/purchase.examples';
import type { PurchaseCode } from '@/machines/purchase/code-rules';
import type {
  CheckEmailOutput,
  PurchaseEvent,
  PurchaseInput,
  Referrer,
} from '@/machines/purchase/purchase-types';
import type { PurchaseScreenProps, PurchaseSnapshot } from '@/screens/purchase/purchase-screen-props';

export const PHONE = '1-800-555-0142';
export const TODAY = FIXTURE_TODAY;

export const KEY_WEST_HOME_PORT: HomePort = {
  ...LAKE_GEORGE_HOME_PORT,
  homePortName: 'Key West Bight Marina',
  address: KEY_WEST_MARINA.formattedAddress,
  city: 'Key West',
  state: 'FL',
  aor: { id: 'aor-kw', name: 'Sea Tow Key West', description: '', phone: '305-555-0100' },
};

export interface FakeOptions {
  input?: Partial<PurchaseInput>;
  membershipCount?: number | null;
  startCode?: PurchaseCode | null;
  checkEmail?: CheckEmailOutput;
  homePort?: HomePort;
  referrer?: Referrer | null;
  lookupCode?: PurchaseCode | { codes: string[] };
  checkout?: { codes: string[] } | 'hang';
  saveApplication?: { codes: string[] };
  startFails?: { codes: string[] };
  startCodeErrors?: string[];
}

const IDS = { accountId: 'acc-1', contactId: 'con-1', membershipId: 'mem-1' };

/** The real chart with fake actors (each answers at once, or as the options say). */
export function startPurchaseActor(options: FakeOptions = {}) {
  const fail = (failure: { codes: string[] }) => Promise.reject(failure);
  const machine = purchaseMachine.provide({
    actors: {
      startPurchase: fromPromise(async () =>
        options.startFails
          ? fail(options.startFails)
          : {
              products: PRODUCTS,
              membershipCount: options.membershipCount === undefined ? null : options.membershipCount,
              code: options.startCode ?? null,
              codeErrors: options.startCodeErrors ?? [],
            },
      ),
      checkEmail: fromPromise(
        async () => options.checkEmail ?? { contactExists: false, abandonedAccount: false },
      ),
      saveApplication: fromPromise(async () =>
        options.saveApplication ? fail(options.saveApplication) : IDS,
      ),
      saveBoat: fromPromise(async () => ({ boatId: 'boat-1' })),
      lookupReferrer: fromPromise(async () =>
        options.referrer ? options.referrer : fail({ codes: ['NOT_FOUND'] }),
      ),
      lookupCode: fromPromise(async () => {
        const answer = options.lookupCode ?? SAVE20;
        return 'codes' in answer ? fail(answer) : answer;
      }),
      checkout: fromPromise(async () => {
        if (options.checkout === 'hang') return new Promise<never>(() => undefined);
        if (options.checkout) return fail(options.checkout);
        return { membershipNumber: 'GC200001', expirationDate: '2027-11-22' };
      }),
      homePort: fromPromise(async () => options.homePort ?? LAKE_GEORGE_HOME_PORT) as never,
    } as never,
  });
  const actor = createActor(machine, {
    input: {
      ...ANONYMOUS_INPUT,
      supportPhone: null,
      ...options.input,
    },
  });
  actor.start();
  return actor;
}

export type PurchaseActor = ReturnType<typeof startPurchaseActor>;

/** Sends the events in order, waiting after each for the chart to settle (no 'submitting'/'loading'). */
export async function drive(actor: PurchaseActor, ...events: PurchaseEvent[]): Promise<PurchaseSnapshot> {
  await settle(actor);
  for (const event of events) {
    actor.send(event);
    await settle(actor);
  }
  return actor.getSnapshot();
}

export function settle(actor: PurchaseActor) {
  return waitFor(
    actor as Actor<typeof purchaseMachine>,
    (s) => !s.hasTag('loading') && !s.hasTag('submitting'),
  );
}

/** Advisor to a Gold Card (no paid use, salt water). */
export const TO_GOLD: PurchaseEvent[] = [
  { type: 'questionnaire.paidUse', value: false },
  { type: 'questionnaire.water', value: 'salt' },
];
/** Advisor to a Lake Card (fresh water, no special waters). */
export const TO_LAKE: PurchaseEvent[] = [
  { type: 'questionnaire.paidUse', value: false },
  { type: 'questionnaire.water', value: 'fresh' },
  { type: 'questionnaire.specialWaters', value: false },
];
export const TO_BOATS: PurchaseEvent[] = [
  ...TO_GOLD,
  { type: 'type.continue' },
  { type: 'contact.submit', contact: VALID_CONTACT },
];
export const TO_TERMS: PurchaseEvent[] = [
  ...TO_BOATS,
  { type: 'boat.homePort', boat: MY_BOAT },
  { type: 'boat.submit', boat: MY_BOAT },
];
export const TO_PAYMENT: PurchaseEvent[] = [...TO_TERMS, { type: 'terms.submit', termsAgreed: true }];

export const fakeAddressSearch: AddressSearch = {
  suggest: async () => SUGGESTIONS,
  details: async () => KEY_WEST_MARINA,
};

/** Renders `Screen` for the actor's snapshot; events the screen sends go to the actor and are recorded. */
export function renderScreen(Screen: ComponentType<PurchaseScreenProps>, actor: PurchaseActor) {
  const sent: PurchaseEvent[] = [];
  const send = (event: PurchaseEvent) => {
    sent.push(event);
    actor.send(event);
  };
  function Bound() {
    const snapshot = useSelector(actor, (s) => s);
    return <Screen snapshot={snapshot} send={send} />;
  }
  const view = render(
    <SupportLineProvider
      value={{ phone: PHONE, describeCodes: (codes) => `catalogue text for ${codes.join(', ')}` }}
    >
      <AddressSearchProvider value={fakeAddressSearch}>
        <Bound />
      </AddressSearchProvider>
    </SupportLineProvider>,
  );
  return { ...view, sent };
}
