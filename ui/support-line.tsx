// The support line for screens that may not import api/ or the app config (screens/): the '{phone}' of
// spec texts and the error catalogue's display rule (spec §8), given once by the app (src/portal.tsx)
// from api/error-catalogue.ts and the configured support phone (decision 075).
import { createContext, useContext, type ReactNode } from 'react';
import { Alert } from './alert';

export interface SupportLine {
  /** The support phone shown for '{phone}'. */
  phone: string;
  /** Catalogue codes → the text to show (each code's text, blank lines between, raw codes in brackets). */
  describeCodes: (codes: readonly string[]) => string;
}

const SupportLineContext = createContext<SupportLine | null>(null);

export function SupportLineProvider({ value, children }: { value: SupportLine; children: ReactNode }) {
  return <SupportLineContext.Provider value={value}>{children}</SupportLineContext.Provider>;
}

export function useSupportLine(): SupportLine {
  const line = useContext(SupportLineContext);
  if (!line) throw new Error('useSupportLine() needs a SupportLineProvider above it (src/portal.tsx).');
  return line;
}

/** A spec text with '{phone}' filled in (texts already filled are returned unchanged). */
export function useWithPhone(): (text: string) => string {
  const { phone } = useSupportLine();
  return (text) => text.replaceAll('{phone}', phone);
}

/** Catalogue codes shown as one failure alert (dismissible when `onDismiss` is given); nothing when none. */
export function ErrorCodesAlert({ codes, onDismiss }: { codes: readonly string[]; onDismiss?: () => void }) {
  const { describeCodes } = useSupportLine();
  if (codes.length === 0) return null;
  return (
    <Alert kind="failure" {...(onDismiss ? { onDismiss } : {})}>
      {describeCodes(codes)}
    </Alert>
  );
}
