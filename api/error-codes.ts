// The codes of an API error body, apart from the catalogue's texts (error-texts.ts loads those only once a
// call has failed).

/** The codes of an API error body (decision 001: `{ message, codes, fieldErrors? }`). */
export function errorCodesOf(body: unknown): string[] {
  if (body && typeof body === 'object' && 'codes' in body && Array.isArray(body.codes)) {
    return body.codes.filter((code): code is string => typeof code === 'string');
  }
  return [];
}
