/** `tel:` link for a displayed phone number ('1-800-555-0142' → 'tel:+18005550142'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
