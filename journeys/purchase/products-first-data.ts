// The price lists the purchase's and the gift's first steps show (decision 293): the same for everyone, so
// the join's and the gift's routes ask for them while their code loads, and `startPurchase` or the gift's
// `loadPrices` takes that answer.
import { dataOrThrow } from '@/api/api-error';
import { askedAhead } from '@/api/client';
import { firstData } from '@/flows/first-data';

export const productsFirstData = firstData(
  (api, init) => api.GET('/products', init).then(dataOrThrow),
  askedAhead,
);
