// Spec §5: phones are shown and typed as (xxx) xxx-xxxx with non-digits stripped; money keeps digits and dot.

/** Digits only, at most 10 (a leading US country code 1 on an 11-digit number is dropped). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/** The mask as the user types: '5165551234' → '(516) 555-1234'; partial input is masked as far as it goes. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A complete phone number: ten digits. */
export const isCompletePhone = (value: string | null | undefined): boolean =>
  phoneDigits(value ?? '').length === 10;

/** Money typed by a user: digits and one dot kept ('$1,234.5' → 1234.5); NaN when nothing is left. */
export function parseMoney(value: string): number {
  const kept = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  return Number.parseFloat(rest.length > 0 ? `${whole}.${rest.join('')}` : whole);
}
