// Moves keyboard and screen-reader focus to the new step's heading whenever a flow changes step (issue 19):
// without it, focus stays on the pressed button, which the new screen has removed, and a screen reader
// user is left on the page's body not knowing the step changed. The first step keeps the browser's own
// focus (a page load starts at the top), and so do the steps a flow goes through by itself before the user
// has done anything on the page (the join's start, waiting for its data, then the advisor: the page is
// still loading for them); a step whose screen is still loading is focused once it shows.
import { useEffect, useRef, type RefObject } from 'react';
import { focusTarget, userHasActed } from '@/ui/focus-target';

/** How long a lazily loaded screen may take before the focus move is given up. */
const WAIT_FOR_SCREEN_MS = 5_000;

const findHeading = (root: HTMLElement, name: string): HTMLElement | null =>
  Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3')).find(
    (heading) => heading.textContent?.trim() === name,
  ) ?? null;

/**
 * Focuses the heading named `headingName` inside `root` each time `stepKey` changes after the first
 * render (and on the first render too with `focusOnMount`). Steps without a heading name (a check on
 * another role) leave focus alone.
 */
export function useStepFocus(
  root: RefObject<HTMLElement | null>,
  stepKey: string,
  headingName: string | null,
  focusOnMount = false,
): void {
  const shownStep = useRef<string | null>(null);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = stepKey;
    const element = root.current;
    if (!focusOnMount && (previous === null || !userHasActed())) return;
    if (previous === stepKey || !headingName || !element) return;
    const heading = findHeading(element, headingName);
    if (heading) {
      focusTarget(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const shown = findHeading(element, headingName);
      if (!shown) return;
      observer.disconnect();
      focusTarget(shown);
    });
    observer.observe(element, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_SCREEN_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [root, stepKey, headingName, focusOnMount]);
}
