// A page-run chart's form keeps what is typed over a reload (decision 164) without a chart event per
// keystroke (decision 125): the form's values go to the chart when a field is left and when the page is
// hidden (a reload, a closed tab), and only when they differ from what the chart holds, so opening a form
// and leaving it keeps nothing.
import { useCallback, useEffect, useRef } from 'react';

/** Returns the handler to call when a field is left (the form's `onBlur`); the page's hiding calls it too. */
export function useKeptDraft<TValues>(
  current: () => TValues,
  kept: TValues,
  keep: (values: TValues) => void,
): () => void {
  const latest = useRef({ current, kept, keep });
  useEffect(() => {
    latest.current = { current, kept, keep };
  });
  const keepNow = useCallback(() => {
    const { current: read, kept: held, keep: send } = latest.current;
    const values = read();
    if (JSON.stringify(values) !== JSON.stringify(held)) send(values);
  }, []);
  useEffect(() => {
    window.addEventListener('pagehide', keepNow);
    return () => window.removeEventListener('pagehide', keepNow);
  }, [keepNow]);
  return keepNow;
}
