// The injectable clock (decision 081): pages read today's date through this context, so every date rule
// is tested at its edges with a fixed day. The real clock reads the browser's local date.
import { createContext, useContext, type ReactNode } from 'react';

export interface Clock {
  /** Today's local date as ISO `YYYY-MM-DD`. */
  today: () => string;
}

/** The local calendar date of `date` as ISO `YYYY-MM-DD` (not UTC: a member's "today"). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const systemClock: Clock = { today: () => localIsoDate(new Date()) };

const ClockContext = createContext<Clock>(systemClock);

/** Overrides the clock below it (tests; a demo that pins a date). */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** Today's date (ISO) from the nearest clock. */
export function useToday(): string {
  return useContext(ClockContext).today();
}
