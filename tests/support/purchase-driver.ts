// Drives the real purchase chart with fake actors (createActor + .provide) for the unit tests: each fake
// records its inputs and answers from a table the test sets; the home-port child is the real wizard with
// fake place calls, walked by `chooseHomePort`.
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { KEY_WEST_MARINA, KEY_WEST_OPERATOR, SUGGESTIONS } from '@/journeys/home-port/home-port.examples';
import { homePortMachine, type Place } from '@/machines/home-port.machine';
import type { LocalOperator } from '@/machines/home-port/home-port-schema';
import {
  APPROVED_CARD,
  MY_BOAT,
  PRODUCTS,
  SAVE20,
  startOutput,
  VALID_CONTACT,
  ANONYMOUS_INPUT,
  FIXTURE_TODAY,
} from '@/journeys/purchase/purchase.examples';
import { EMPTY_BILLING, purchaseMachine } from '@/machines/purchase.machine';
import type { PurchaseCode } from '@/machines/purchase/code-rules';
import type {
  ApplicationIds,
  CheckEmailOutput,
  CheckoutOutput,
  LookupCodeInput,
  PurchaseEvent,
  PurchaseInput,
  Referrer,
  SaveApplicationInput,
  StartPurchaseOutput,
} from '@/machines/purchase/purchase-types';

export const TODAY = FIXTURE_TODAY;

export const LAKE_GEORGE_PLACE: Place = {
  placeId: 'place-lake-george',
  formattedAddress: '1 Beach Rd, Lake George, NY 12845, USA',
  name: 'Lake George Marina',
  types: ['marina'],
  streetNumber: '1',
  street: 'Beach Rd',
  city: 'Lake George',
  state: 'NY',
  country: 'US',
  postalCode: '12845',
  lat: 43.4237,
  lng: -73.7123,
};
const LAKE_GEORGE_OPERATOR: LocalOperator = { ...KEY_WEST_OPERATOR, id: 'aor-lg', name: 'Lake George' };

/** What each fake answers; a function may throw `{ codes }` to fail. */
export interface Answers {
  start: () => StartPurchaseOutput;
  checkEmail: () => CheckEmailOutput;
  /** The records a save answers (default: the known ones updated, else new ones created). */
  saveApplication: (input: SaveApplicationInput) => ApplicationIds;
  lookupCode: (code: string) => PurchaseCode;
  lookupReferrer: (memberNumber: string) => Referrer;
  checkout: () => CheckoutOutput;
  place: Place;
}

const IDS = { accountId: 'acc-1', contactId: 'con-1', membershipId: 'mem-1' };

export const CODES: Record<string, PurchaseCode> = { SAVE20 };

export function purchaseDriver(options: { input?: Partial<PurchaseInput>; answers?: Partial<Answers> } = {}) {
  const answers: Answers = {
    start: () => startOutput(),
    checkEmail: () => ({ contactExists: false, abandonedAccount: false }),
    saveApplication: (input) => (input.application.accountId ? input.application : IDS),
    lookupCode: (code) => {
      const found = CODES[code];
      if (!found) throw { codes: ['INVALID_ID'] };
      return found;
    },
    lookupReferrer: (memberNumber) => ({ memberNumber, name: 'Gold Member', accountId: 'acc-gold' }),
    checkout: () => ({ membershipNumber: 'GC200001', expirationDate: '2027-11-22' }),
    place: KEY_WEST_MARINA,
    ...options.answers,
  };
  const calls: Record<string, unknown[]> = {};
  const fake = <TInput, TOutput>(name: string, answer: (input: TInput) => TOutput) =>
    fromPromise<TOutput, TInput>(async ({ input }) => {
      (calls[name] ??= []).push(input);
      return answer(input);
    });
  const machine = purchaseMachine.provide({
    actors: {
      startPurchase: fake('startPurchase', () => answers.start()),
      checkEmail: fake('checkEmail', () => answers.checkEmail()),
      saveApplication: fake('saveApplication', (input: SaveApplicationInput) =>
        answers.saveApplication(input),
      ),
      saveBoat: fake('saveBoat', () => ({ boatId: 'boat-1' })),
      lookupReferrer: fake('lookupReferrer', (input: { memberNumber: string }) =>
        answers.lookupReferrer(input.memberNumber),
      ),
      lookupCode: fake('lookupCode', (input: LookupCodeInput) => answers.lookupCode(input.code)),
      checkout: fake('checkout', () => answers.checkout()),
      homePort: homePortMachine.provide({
        actors: {
          searchPlaces: fake('searchPlaces', () => SUGGESTIONS),
          placeDetails: fake('placeDetails', () => answers.place),
          reverseGeocode: fake('reverseGeocode', () => answers.place),
          lookupOperator: fake('lookupOperator', () =>
            answers.place.state === 'NY' ? LAKE_GEORGE_OPERATOR : KEY_WEST_OPERATOR,
          ),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      ...ANONYMOUS_INPUT,
      ...options.input,
    },
  });
  actor.start();

  const snapshot = () => actor.getSnapshot();
  /** Waits until no call is running. */
  const settle = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('submitting'));
  const send = async (event: PurchaseEvent) => {
    actor.send(event);
    return settle();
  };

  /** The real home-port wizard: type, search, choose the place, locate, finish. */
  async function chooseHomePort(): Promise<SnapshotFrom<typeof machine>> {
    await send({ type: 'boat.homePort', boat: MY_BOAT });
    const child = snapshot().children.homePort as ActorRefFrom<typeof homePortMachine> | undefined;
    if (!child) throw new Error('The home-port wizard did not start.');
    child.send({ type: 'type.pick', homePortType: 'Marina' });
    child.send({ type: 'type.submit' });
    child.send({ type: 'search.input', text: answers.place.city });
    await waitFor(child, (s) => s.context.suggestions.length > 0, { timeout: 2000 });
    child.send({ type: 'place.choose', placeId: SUGGESTIONS[0]!.placeId });
    await waitFor(child, (s) => s.context.place !== null);
    child.send({ type: 'search.submit' });
    child.send({ type: 'locate.submit' });
    return waitFor(actor, (s) => s.matches({ boats: 'editing' }));
  }

  /** Anonymous visitor: salt water → Gold Card (or `answers` of the questionnaire) → contact. */
  async function toContact(water: 'salt' | 'fresh' = 'salt') {
    await settle();
    await send({ type: 'questionnaire.paidUse', value: false });
    await send({ type: 'questionnaire.water', value: water });
    if (water === 'fresh') await send({ type: 'questionnaire.specialWaters', value: false });
    await send({ type: 'type.continue' });
  }

  async function toBoats(water: 'salt' | 'fresh' = 'salt') {
    await toContact(water);
    await send({ type: 'contact.submit', contact: VALID_CONTACT });
  }

  async function toTerms(water: 'salt' | 'fresh' = 'salt') {
    await toBoats(water);
    await chooseHomePort();
    await send({ type: 'boat.submit', boat: MY_BOAT });
  }

  async function toPayment() {
    await toTerms();
    await send({ type: 'terms.submit', termsAgreed: true });
  }

  const pay = (card = APPROVED_CARD) => send({ type: 'payment.submit', card, billing: EMPTY_BILLING });

  return {
    actor,
    calls,
    answers,
    snapshot,
    settle,
    send,
    chooseHomePort,
    toContact,
    toBoats,
    toTerms,
    toPayment,
    pay,
  };
}

export { PRODUCTS };
