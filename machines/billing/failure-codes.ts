// The error codes a failed call carried (an ApiError's `codes`), for the error catalogue; none when the
// failure has no codes (the catalogue then shows its UNKNOWN_ERROR text).
export function failureCodesOf(error: unknown): string[] {
  if (error && typeof error === 'object' && 'codes' in error && Array.isArray(error.codes))
    return error.codes.filter((c): c is string => typeof c === 'string');
  return [];
}

/** The codes a failed call carried, or UNKNOWN_ERROR when it carried none (what a chart shows). */
export function catalogueCodesOf(error: unknown): string[] {
  const codes = failureCodesOf(error);
  return codes.length > 0 ? codes : ['UNKNOWN_ERROR'];
}
