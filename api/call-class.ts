// Spec §6: which calls carry the bearer token and which send credentials.
// "Account calls carry the bearer token; boat create/update/delete-related calls, checkout, promo, price,
// product and places calls carry none." Sign-in calls (`login/…`, `authorize`, the IdP page) carry none
// either: they run before a token exists and rely on the session cookie. Boat writes and the checkout carry
// the bearer when a member is signed in (decision 143, the follow-up of 053): the anonymous purchase has no
// token and sends none, a member's own boats and renewal are authorised by it.

const NO_BEARER_PREFIXES = [
  '/login',
  '/authorize',
  '/idp',
  '/utility/promos',
  '/utility/activationcode',
  '/utility/price',
  '/price',
  '/products',
  '/google_places',
  '/googleplacesdetails',
  '/geocoding',
  '/utility/latlongaor',
];

/** `schemaPath` is the OpenAPI path template (`/accounts/{id}`), relative to the API base. */
export function carriesBearer(method: string, schemaPath: string): boolean {
  return !NO_BEARER_PREFIXES.some((prefix) => schemaPath === prefix || schemaPath.startsWith(`${prefix}/`));
}

export function sendsCredentials(schemaPath: string): boolean {
  return schemaPath.startsWith('/login/');
}
