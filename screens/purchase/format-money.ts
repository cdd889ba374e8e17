const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Display only: '$179.00', '-$20.00'. Amounts come computed from the chart. */
export function formatMoney(amount: number): string {
  return USD.format(amount);
}
