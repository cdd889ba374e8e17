// Spec §6: which calls carry the bearer token and which send credentials.
// "Account calls carry the bearer token; boat create/update/delete-related calls, checkout, promo, price,
// product and places calls carry none." Sign-in calls (`login/…`, `authorize`, the IdP page) carry none
// either: they run before a token exists and rely on the session cookie.

const NO_BEARER_PREFIXES = [
  '/login',
  '/authorize',
  '/idp',
  '/authorizenet/checkout',
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

const BOAT_WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** `schemaPath` is the OpenAPI path template (`/accounts/{id}`), relative to the API base. */
export function carriesBearer(method: string, schemaPath: string): boolean {
  if (schemaPath.startsWith('/boats') && BOAT_WRITE_METHODS.has(method.toUpperCase())) return false;
  return !NO_BEARER_PREFIXES.some((prefix) => schemaPath === prefix || schemaPath.startsWith(`${prefix}/`));
}

export function sendsCredentials(schemaPath: string): boolean {
  return schemaPath.startsWith('/login/');
}
