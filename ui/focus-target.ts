// Moving focus to something that is not a control (a heading, an alert) for keyboard and screen-reader
// users: tabindex -1 makes it a focus target without adding a tab stop.
import { useEffect, useRef, type RefObject } from 'react';

/** What a user does to a page, a screen reader's activation (a click alone) included. */
export const USER_ACTIONS = ['pointerdown', 'keydown', 'click'] as const;
let acted = false;
// Listened for from the shell's start (this module is in its chunk), so a press that opens a page counts.
if (typeof document !== 'undefined') {
  const note = () => {
    acted = true;
    for (const type of USER_ACTIONS) document.removeEventListener(type, note, true);
  };
  for (const type of USER_ACTIONS) document.addEventListener(type, note, true);
}

/**
 * Whether the user has pressed, typed or clicked anything since the page loaded: until then, what the page
 * shows by itself (a flow's first steps while its data arrives) leaves focus where a load puts it.
 */
export function userHasActed(): boolean {
  return acted;
}

export function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Whether focus has nowhere to be: on <body>, or on an element the last render removed. */
export function focusDropped(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
}

/**
 * Whether focus should follow a result that just showed (decision 222): it was dropped, or it is on a submit
 * button (the one just pressed). A user whose focus is anywhere else keeps it.
 */
export function focusFollowsResult(): boolean {
  const focused = document.activeElement;
  return focusDropped() || (focused instanceof HTMLButtonElement && focused.type === 'submit');
}

/**
 * After an async result (a search's list): each time `resultKey` turns to a new result (null while none is
 * shown), `target` (the result's heading) is focused if focus was dropped on the way — the pressed control
 * replaced or removed. A user who stayed on a control that is still there keeps it.
 */
export function useFocusOnResult(target: RefObject<HTMLElement | null>, resultKey: string | null): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (resultKey === null || resultKey === last.current) return;
    const first = last.current === null;
    last.current = resultKey;
    if (!first && target.current && focusDropped()) focusTarget(target.current);
  }, [target, resultKey]);
}
