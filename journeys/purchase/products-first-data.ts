// The price lists the purchase's first step shows (decision 293): the same for everyone, so the join's
// route asks for them while its code loads and `startPurchase` takes that answer.
import { dataOrThrow } from '@/api/api-error';
import { ASKED_AHEAD } from '@/api/client';
import { firstData } from '@/flows/first-data';

export const productsFirstData = firstData(
  (api, init) => api.GET('/products', init).then(dataOrThrow),
  ASKED_AHEAD,
);
