// Moving focus to something that is not a control (a heading, an alert) for keyboard and screen-reader
// users: tabindex -1 makes it a focus target without adding a tab stop.
export function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}
