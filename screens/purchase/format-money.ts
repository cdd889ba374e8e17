// Amounts as the portal shows them ('$1,179.00', '-$20.00', 'Up to $25,000'), by plain arithmetic rather than
// Intl.NumberFormat: the first Intl number format a page makes loads the browser's locale data, ~100 ms on a
// slow phone (4× CPU, decision 286), paid on the step that first shows a price or while the first step waits
// for its data. The portal shows US dollars in one locale only; the unit test holds these to Intl's output.

/** '25000' → '25,000'. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Display only: '$179.00', '-$20.00'. Amounts come computed from the chart. */
export function formatMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const text = `$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}

/** Whole dollars of a limit or a cap (never negative): '$25,000'. */
export function formatWholeDollars(amount: number): string {
  return `$${grouped(Math.round(amount))}`;
}
