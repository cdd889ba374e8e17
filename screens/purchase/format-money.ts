// The formatter is built when the browser is first idle, or on first use if sooner, never while the module
// loads: building an ICU formatter costs tens of milliseconds on a slow phone (at 4× CPU, decision 286), the
// join's first step shows no amount, and the step after it shows prices.
let usd: Intl.NumberFormat | undefined;

function formatter(): Intl.NumberFormat {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd;
}

if (typeof requestIdleCallback === 'function') requestIdleCallback(() => formatter());

/** Display only: '$179.00', '-$20.00'. Amounts come computed from the chart. */
export function formatMoney(amount: number): string {
  return formatter().format(amount);
}
