// Where focus goes when the chart moves inside a step (issue 28, WCAG 2.4.3): a refused submit, a declined
// payment, the next question of the same screen. Without it focus stays on Continue after a refusal, or
// drops to <body> when the pressed control is disabled while busy or replaced by the next question.
// Step changes are useStepFocus's (the new step's heading).
import { useEffect, useRef, type RefObject } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { focusDropped, focusFollowsResult, focusTarget } from '@/ui/focus-target';

/** Tags of the charts' in-flight states: the result is not shown yet, focus waits for it. */
const BUSY_TAGS = ['submitting', 'loading'];
const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The element itself when it takes focus, else its first field (an invalid fieldset's first radio). */
function focusableIn(element: HTMLElement): HTMLElement | null {
  return element.matches(FIELDS) ? element : element.querySelector<HTMLElement>(FIELDS);
}

/** What the user should land on after the chart moved within the step, if anything. */
function resultTarget(root: HTMLElement, focusDropped: boolean): HTMLElement | null {
  for (const invalid of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const field = focusableIn(invalid);
    if (field) return field;
  }
  const alert = root.querySelector<HTMLElement>('[role="alert"]');
  if (alert) return alert;
  return focusDropped ? root.querySelector<HTMLElement>(FIELDS) : null;
}

/**
 * After each change of `snapshot` within the step `stepKey`: when focus is on a submit button (the one just
 * pressed) or was dropped to <body>, it moves to the first invalid field, else the alert, else — when it was
 * dropped — the step's first field (the next question). Elsewhere (the user moved on) it is left alone.
 */
export function useResultFocus(
  root: RefObject<HTMLElement | null>,
  stepKey: string,
  snapshot: AnyMachineSnapshot,
): void {
  const shown = useRef<{ step: string; snapshot: AnyMachineSnapshot } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = { step: stepKey, snapshot };
    const element = root.current;
    if (!previous || previous.step !== stepKey || previous.snapshot === snapshot || !element) return;
    if (BUSY_TAGS.some((tag) => snapshot.hasTag(tag))) return;
    if (!focusFollowsResult()) return;
    const target = resultTarget(element, focusDropped());
    if (target && target !== document.activeElement) focusTarget(target);
  }, [root, stepKey, snapshot]);
}
