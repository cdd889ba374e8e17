// One success flash at a time for the billing and card pages: a new one replaces the one they showed
// last (enrol, then unenrol, leaves only the latest news on screen).
import { dismissFlash, pushFlash } from '@/ui/flash-store';

let shown: number | null = null;

export function flashSuccess(message: string): void {
  if (shown !== null) dismissFlash(shown);
  shown = pushFlash('success', message);
}
