// Real actors of the gift chart: the membership price list (GET /products, the join's first data too: the
// gift's route asks for it while its code loads, decision 293) and the gift call (POST /kitsandgifts,
// partner spec §7) under a fresh Idempotency-Key per attempt, as the purchase's checkout does (the chart
// never sends a second submit while one runs, so a double click charges once).
// Card data goes to the gift call only: never logged, never stored.
import { fromPromise } from 'xstate';
import { dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import type { GiftOrder, SendGiftInput } from '@/machines/gift/gift-types';
import type { PriceListEntry } from '@/machines/pricing';
import { productsFirstData } from '@/journeys/purchase/products-first-data';
import {
  browserPurchaseDeps,
  productsOf,
  withCodes,
  type PurchaseActorDeps,
} from '@/journeys/purchase/purchase.actors';

export type GiftActorDeps = Pick<PurchaseActorDeps, 'newIdempotencyKey'>;

export async function sendGift(
  api: ApiClient,
  input: SendGiftInput,
  deps: GiftActorDeps,
): Promise<GiftOrder> {
  const order = dataOrThrow(
    await api.POST('/kitsandgifts', {
      params: { header: { 'Idempotency-Key': deps.newIdempotencyKey() } },
      body: input,
    }),
  );
  return {
    id: order.id,
    membership_cost: order.membership_cost ?? 0,
    shipping_cost: order.shipping_cost ?? 0,
    wrap_cost: order.wrap_cost ?? 0,
    total_cost: order.total_cost,
  };
}

export function giftActors(api: ApiClient, deps: GiftActorDeps = browserPurchaseDeps) {
  return {
    loadPrices: fromPromise<PriceListEntry[]>(() =>
      withCodes(async () => productsOf(await productsFirstData.take(api)).membership),
    ),
    sendGift: fromPromise<GiftOrder, SendGiftInput>(({ input }) =>
      withCodes(() => sendGift(api, input, deps)),
    ),
  };
}
