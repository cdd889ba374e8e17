// Card expiry rules of member spec §5: 'MM/YY' with a real month; not before the current month; with
// automatic renewal, later than the membership's renewal date (or one year ahead when there is none).

export type ExpiryProblem = 'INVALID_CREDIT_CARD_EXPIRATION_DATE' | 'EXPIRED_CREDIT_CARD';

/** The first day of the month after the card's last valid month, as [year, monthIndex]. */
function parseExpiry(expiry: string): { year: number; month: number } | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { year: 2000 + Number(match[2]), month };
}

/** Calendar months since year 0, so two (year, month) pairs compare as numbers. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

export function expiryProblem(
  expiry: string,
  today: Date,
  mustOutlast?: Date | null,
): ExpiryProblem | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'INVALID_CREDIT_CARD_EXPIRATION_DATE';
  const card = monthIndex(parsed.year, parsed.month);
  if (card < monthIndex(today.getUTCFullYear(), today.getUTCMonth() + 1)) return 'EXPIRED_CREDIT_CARD';
  if (mustOutlast !== undefined) {
    const renewal =
      mustOutlast ?? new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
    if (card <= monthIndex(renewal.getUTCFullYear(), renewal.getUTCMonth() + 1))
      return 'INVALID_CREDIT_CARD_EXPIRATION_DATE';
  }
  return undefined;
}
