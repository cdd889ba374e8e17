// The messages of one address inside a form's field errors (`publicAddress.city` → `city`), for the
// address fields of a form checked with one schema.
import type { AddressErrors } from './address-form';

export const addressErrorsAt = (errors: Record<string, string>, prefix: string): AddressErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
