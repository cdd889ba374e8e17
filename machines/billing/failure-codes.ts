// The error codes a failed call carried (an ApiError's `codes`), for the error catalogue; none when the
// failure has no codes (the catalogue then shows its UNKNOWN_ERROR text).
export function failureCodesOf(error: unknown): string[] {
  if (error && typeof error === 'object' && 'codes' in error && Array.isArray(error.codes))
    return error.codes.filter((c): c is string => typeof c === 'string');
  return [];
}
