// Real actors of the purchase chart (decision 070) on the typed client. What the first screen needs comes
// with the chart: the membership check and price lists, and the code look-ups (a `?promotion=` link's code
// is looked up on arrival). The calls of later steps (the e-mail check, the application records, the
// primary boat, the referrer, the §7 manual card checkout) are in purchase.calls.ts, loaded on first use or
// when the browser is idle (flows/later-code.ts). Failures throw `ApiError` (api/api-error.ts), whose
// `codes` are error-catalogue codes; a later call whose code cannot load fails as UNKNOWN_ERROR.
import { fromPromise } from 'xstate';
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { ApiCodeDetails, ApiProduct, CartTrailerCare } from '@/api/purchase-types';
import { laterCode } from '@/flows/later-code';
import type { PurchaseCode } from '@/machines/purchase/code-rules';
import type { TrailerCareChoice } from '@/machines/purchase/membership-types';
import type {
  CodeFlowType,
  ApplicationIds,
  CheckEmailOutput,
  CheckoutInput,
  CheckoutOutput,
  LookupCodeInput,
  ProductEntry,
  PurchaseProducts,
  Referrer,
  SaveApplicationInput,
  SaveBoatInput,
  SaveBoatOutput,
  StartPurchaseInput,
  StartPurchaseOutput,
} from '@/machines/purchase/purchase-types';
import type { TrackingStorage } from '@/journeys/purchase/ad-tracking';
import { productsFirstData } from './products-first-data';

/** The calls of the purchase's later steps. */
export const purchaseCalls = laterCode(() => import('./purchase.calls'));

/** What the actors need from the browser, injected so tests run them in Node. */
export interface PurchaseActorDeps {
  /** Where the ad tracking lives (localStorage in the app). */
  trackingStorage: () => TrackingStorage;
  now: () => number;
  /** One key per payment attempt (decision 078). */
  newIdempotencyKey: () => string;
}

export const browserPurchaseDeps: PurchaseActorDeps = {
  trackingStorage: () => window.localStorage,
  now: () => Date.now(),
  newIdempotencyKey: () => crypto.randomUUID(),
};

const UNKNOWN = 'UNKNOWN_ERROR';

/** Runs a call; any failure leaves as an `ApiError` carrying catalogue codes (UNKNOWN_ERROR when none). */
export async function withCodes<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.codes.length > 0) throw error;
      throw new ApiError(error.status, { codes: [UNKNOWN], message: error.message });
    }
    throw new ApiError(0, { codes: [UNKNOWN], message: error instanceof Error ? error.message : 'Failed' });
  }
}

// ─── Products ───────────────────────────────────────────────────────────────────────────────────────

type Product = ApiProduct;

const toEntry = (p: Product): ProductEntry => ({
  name: p.name,
  price: p.price,
  years: p.term_years,
  marketingTitle: p.marketing_title ?? null,
  coverageLimit: p.coverage_limit ?? null,
});

export function productsOf(body: { membership: Product[]; trailer_care: Product[] }): PurchaseProducts {
  return { membership: body.membership.map(toEntry), trailerCare: body.trailer_care.map(toEntry) };
}

// ─── Codes ──────────────────────────────────────────────────────────────────────────────────────────

const CODE_SHAPE = /^[A-Za-z0-9_-]{1,32}$/;

/** A code the contract cannot even carry is simply not a code we know. */
const notACode = () =>
  new ApiError(400, { codes: ['INVALID_ID'], message: 'No active promotion or activation kit found.' });

async function lookUpPromotion(
  api: ApiClient,
  code: string,
  membershipType: string | null,
  flowType: CodeFlowType = 'New',
) {
  return dataOrThrow(
    await api.POST('/utility/promos/', {
      body: {
        promotion_code: code,
        flow_type: flowType,
        ...(membershipType ? { membership_type: membershipType } : {}),
      },
    }),
  );
}

async function lookUpActivation(
  api: ApiClient,
  code: string,
  membershipType: string | null,
  flowType: CodeFlowType = 'New',
) {
  return dataOrThrow(
    await api.POST('/utility/activationcode/', {
      body: {
        activation_code: code,
        flow_type: flowType,
        ...(membershipType ? { membership_type: membershipType } : {}),
      },
    }),
  );
}

/** The contract's CodeDetails in the chart's type (the same names). */
export const toPurchaseCode = (d: ApiCodeDetails): PurchaseCode => ({
  id: d.id,
  name: d.name,
  title: d.title ?? null,
  type: d.type,
  promotion_type__c: d.promotion_type__c,
  ongoing_promo_type__c: d.ongoing_promo_type__c ?? null,
  usage_rules__c: d.usage_rules__c ?? null,
  related_product: d.related_product ?? null,
  valid_on_business_type__c: d.valid_on_business_type__c,
  valid_on_membership__c: d.valid_on_membership__c,
  isPromoCodeHidden: d.isPromoCodeHidden ?? false,
  autoRenewRequired: d.autoRenewRequired,
  dollarsOff: d.dollarsOff,
  percentOff: d.percentOff,
  trial: d.trial,
  trialDurationDays: d.trialDurationDays,
  promo_legal: d.promo_legal,
});

const isUnknownCode = (error: unknown) => error instanceof ApiError && error.codes.includes('INVALID_ID');

/**
 * The discount code form takes either kind (spec §5 'one discount code'): a promotion first, then an
 * activation code when no promotion has that name, for the chart's flow type (spec §4 'Promo flow type').
 */
export async function lookupAnyCode(api: ApiClient, input: LookupCodeInput): Promise<PurchaseCode> {
  const code = input.code.trim();
  if (!CODE_SHAPE.test(code)) throw notACode();
  try {
    return toPurchaseCode(await lookUpPromotion(api, code, input.membershipType, input.flowType));
  } catch (error) {
    if (!isUnknownCode(error)) throw error;
  }
  return toPurchaseCode(await lookUpActivation(api, code, input.membershipType, input.flowType));
}

/** The query's or saved code: `?promotion=` is a promotion, `?activation=` an activation code. */
async function startCode(
  api: ApiClient,
  input: StartPurchaseInput,
): Promise<{ code: PurchaseCode | null; codeErrors: string[] }> {
  const promotion = input.promotionCode?.trim() || null;
  const activation = input.activationCode?.trim() || null;
  if (!promotion && !activation) return { code: null, codeErrors: [] };
  try {
    const value = (promotion ?? activation) as string;
    if (!CODE_SHAPE.test(value)) throw notACode();
    const details = promotion
      ? await lookUpPromotion(api, promotion, null)
      : await lookUpActivation(api, value, null);
    return { code: toPurchaseCode(details), codeErrors: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { code: null, codeErrors: error.codes.length > 0 ? error.codes : [UNKNOWN] };
    throw error;
  }
}

// ─── Record values the later calls and the renewal share ────────────────────────────────────────────

/** The application's cart value for trailer care (spec §4: 'Do not upgrade' is stored as none). */
export function cartTrailerCare(choice: TrailerCareChoice): CartTrailerCare {
  return choice === 'Do not upgrade' ? 'No Trailer Care' : choice;
}

/** The boat's record names for updates: `sfid|id` (the contract updates by both). */
export const boatKey = (boat: { sfid?: string; id?: number }) => `${boat.sfid ?? ''}|${boat.id ?? ''}`;

// ─── The actors ──────────────────────────────────────────────────────────────────────────────────────

export async function startPurchase(api: ApiClient, input: StartPurchaseInput): Promise<StartPurchaseOutput> {
  // The price lists the join's route asked for while this code loaded, if it did (decision 293).
  const products = productsOf(await productsFirstData.take(api));
  let membershipCount: number | null = null;
  if (input.signedIn) {
    // A login without an account (nomember@example.com) has no memberships to look up.
    membershipCount = input.accountId
      ? dataOrThrow(
          await api.GET('/dashboard/{accountId}', { params: { path: { accountId: input.accountId } } }),
        ).memberships.length
      : 0;
  }
  return { products, membershipCount, ...(await startCode(api, input)) };
}

export function purchaseActors(api: ApiClient, deps: PurchaseActorDeps = browserPurchaseDeps) {
  return {
    startPurchase: fromPromise<StartPurchaseOutput, StartPurchaseInput>(({ input }) =>
      withCodes(() => startPurchase(api, input)),
    ),
    checkEmail: fromPromise<CheckEmailOutput, { email: string }>(({ input }) =>
      withCodes(async () => (await purchaseCalls()).checkEmail(api, input.email)),
    ),
    saveApplication: fromPromise<ApplicationIds, SaveApplicationInput>(({ input }) =>
      withCodes(async () => (await purchaseCalls()).saveApplicationRecords(api, input)),
    ),
    saveBoat: fromPromise<SaveBoatOutput, SaveBoatInput>(({ input }) =>
      withCodes(async () => (await purchaseCalls()).saveBoatRecord(api, input)),
    ),
    lookupReferrer: fromPromise<Referrer, { memberNumber: string }>(({ input }) =>
      withCodes(async () => (await purchaseCalls()).lookupReferrer(api, input.memberNumber)),
    ),
    lookupCode: fromPromise<PurchaseCode, LookupCodeInput>(({ input }) =>
      withCodes(() => lookupAnyCode(api, input)),
    ),
    checkout: fromPromise<CheckoutOutput, CheckoutInput>(({ input }) =>
      withCodes(async () => (await purchaseCalls()).runCheckout(api, input, deps)),
    ),
  };
}
