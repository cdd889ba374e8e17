// Spec §5: the registration expiry is typed masked as MM/DD/YYYY (exactly 10 characters) and converted
// before submit to the YYYY-MM-DD the verify call takes (openapi member-accounts `verifyRegistration`).

export const EXPIRATION_DATE_LENGTH = 10;

/** The mask as the user types: digits only, slashes inserted ('12312026' → '12/31/2026'), at most 10. */
export function maskExpirationDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A complete masked date of a real calendar day ('02/30/2026' is not) as YYYY-MM-DD, else null. */
export function expirationDateToIso(masked: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked.trim());
  if (!match) return null;
  const [, mm = '', dd = '', yyyy = ''] = match;
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/**
 * A date handed over in navigation state (spec §6: new_member auto-verify), as the form shows it:
 * MM/DD/YYYY stays, a record's YYYY-MM-DD (optionally with a time) is turned round, anything else is
 * masked as typed.
 */
export function expirationDateForForm(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  return maskExpirationDate(value);
}
