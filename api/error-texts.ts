// The catalogue's texts (error-catalogue.ts, spec §8) are read only once something has failed, so no first
// screen downloads them: the client starts loading them with a failed answer (waiting for them a moment,
// so the caller mostly shows them at once) or a network failure (not waiting: the error page needs none),
// and the portal re-renders what it shows when they arrive (src/portal.tsx). Until then — a slow or lost
// network, or a failure found without a call — a plain sentence with the codes stands in.
import type * as ErrorCatalogue from './error-catalogue';

type Catalogue = typeof ErrorCatalogue;

let catalogue: Catalogue | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the texts once (again after a load that failed); resolves either way. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('./error-catalogue').then(
    (loaded) => {
      catalogue = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * Loads the texts but waits for them at most `ms`: a failure is never held back by a network too slow to
 * bring them (the portal re-words what it shows when they arrive).
 */
export async function loadErrorTextsWithin(ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([loadErrorTexts(), late]);
  clearTimeout(timer);
}

/** Whether the texts are here (for `useSyncExternalStore`). */
export const errorTextsLoaded = (): boolean => catalogue !== undefined;

/** Calls `listener` when the texts arrive; answers the unsubscribe. */
export function onErrorTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The display rule (`errorMessageForCodes`), or the stand-in while the texts are not here. */
export function describeErrorCodes(codes: readonly string[], phone: string): string {
  if (catalogue) return catalogue.errorMessageForCodes(codes, phone);
  void loadErrorTexts();
  const raw = codes.length > 0 ? `\n\n[${codes.join(', ')}]` : '';
  return `Something went wrong. Please check your connection and try again, or call us at ${phone}.${raw}`;
}
