// Real actors of the two upgrade charts (decision 180) on the typed client: the membership, its account
// and the price lists (GET /dashboard/{accountId}, GET /products), and the charge (member spec §7: POST
// /upgrades, POST /midmembershiptrailercare) with the purchase checkout's card details, billing default
// and one fresh Idempotency-Key per attempt (the chart never sends a second submit while one runs, so a
// double click charges once). Card data goes to the charge only: never logged, never stored.
import { fromPromise } from 'xstate';
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { billingAddressOf } from '@/machines/billing/billing-address';
import { NOT_ON_ACCOUNT } from '@/machines/upgrades/upgrade-offer';
import type {
  PayUpgradeInput,
  UpgradeAddress,
  UpgradeProduct,
  UpgradeReceipt,
  UpgradeStart,
} from '@/machines/upgrades/upgrade-types';
import { browserPurchaseDeps, withCodes, type PurchaseActorDeps } from '@/journeys/purchase/purchase.actors';
import { billingAddressFor, cardDetailsOf } from '@/journeys/purchase/record-fields';

export type UpgradeActorDeps = Pick<PurchaseActorDeps, 'newIdempotencyKey'>;

type ApiProductList = {
  name: string;
  price: number;
  term_years?: number;
  marketing_title?: string | null;
  coverage_limit?: number | null;
}[];

const productsOf = (list: ApiProductList): UpgradeProduct[] =>
  list.map((p) => ({
    name: p.name,
    price: p.price,
    years: p.term_years ?? 1,
    marketingTitle: p.marketing_title ?? null,
    coverageLimit: p.coverage_limit ?? null,
  }));

/** The account's address in the processor's order; null when no street is on file. */
function addressOf(account: Parameters<typeof billingAddressOf>[0]): UpgradeAddress | null {
  const address = billingAddressOf(account);
  return address.streetAddress.trim() === ''
    ? null
    : {
        street: address.streetAddress,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: address.country || 'US',
      };
}

export async function startUpgrade(
  api: ApiClient,
  input: { sfid: string; accountId: string | null },
): Promise<UpgradeStart> {
  const notOnAccount = () =>
    new ApiError(404, { codes: [NOT_ON_ACCOUNT.code], message: NOT_ON_ACCOUNT.message });
  if (!input.accountId) throw notOnAccount();
  const [dashboard, products] = await Promise.all([
    api.GET('/dashboard/{accountId}', { params: { path: { accountId: input.accountId } } }).then(dataOrThrow),
    api.GET('/products').then(dataOrThrow),
  ]);
  const membership = dashboard.memberships.find((m) => m.sfid === input.sfid);
  // Without its external id the charge could not name the membership.
  if (!membership?.heroku_external_id__c) throw notOnAccount();
  return {
    membership: {
      sfid: membership.sfid,
      externalId: membership.heroku_external_id__c,
      membershipNumber: membership.membership_number__c,
      membership_type__c: membership.membership_type__c,
      membership_status__c: membership.membership_status__c,
      membership_effective_date__c: membership.membership_effective_date__c ?? null,
      membership_expiration_date__c: membership.membership_expiration_date__c ?? null,
      auto_renew__c: membership.auto_renew__c,
      trailer_care_type__c: membership.trailer_care_type__c ?? null,
    },
    account: dashboard.account,
    address: addressOf(dashboard.account),
    products: productsOf([...products.membership, ...products.trailer_care, ...products.upgrade]),
  };
}

export async function payUpgrade(
  api: ApiClient,
  input: PayUpgradeInput,
  deps: UpgradeActorDeps,
): Promise<UpgradeReceipt> {
  const cc_details = cardDetailsOf(input.card, billingAddressFor(input.billing, input.accountAddress));
  const params = { header: { 'Idempotency-Key': deps.newIdempotencyKey() } };
  const membership__c = { heroku_external_id__c: input.membershipExternalId };
  const { charge } = input;
  const answer =
    charge.kind === 'membership'
      ? await api.POST('/upgrades', {
          params,
          body: {
            cc_details,
            total_cost: input.total,
            upgrading_from: charge.from,
            upgrading_to: charge.to,
            membership__c,
          },
        })
      : await api.POST('/midmembershiptrailercare', {
          params,
          body: {
            cc_details,
            total_cost: input.total,
            membership__c,
            ...(charge.from === 'Trailer Care'
              ? { upgrading_from: charge.from, upgrading_to: 'Trailer Care Plus' as const }
              : { trailer_care_type: charge.to }),
          },
        });
  const membership = dataOrThrow(answer);
  return {
    membershipType: membership.membership_type__c,
    trailerCareRecord: membership.trailer_care_type__c ?? null,
  };
}

export function upgradeActors(api: ApiClient, deps: UpgradeActorDeps = browserPurchaseDeps) {
  return {
    startUpgrade: fromPromise<UpgradeStart, { sfid: string; accountId: string | null }>(({ input }) =>
      withCodes(() => startUpgrade(api, input)),
    ),
    payUpgrade: fromPromise<UpgradeReceipt, PayUpgradeInput>(({ input }) =>
      withCodes(() => payUpgrade(api, input, deps)),
    ),
  };
}
