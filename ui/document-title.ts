// The document's title (issue 28, WCAG 2.4.2): what is on screen first, then where it belongs, then the
// site — "Payment · Become a Member · Boat Assist". Pages (usePageMeta) and journeys (the engine, from the
// chart's step) set it; the shell names any other page after its `h1`, unless one of them already has.
const SITE = 'Boat Assist';
const SEPARATOR = ' · ';

let claimedPath: string | null = null;

/** Sets the title from the most specific part to the least, and marks the current path as titled. */
export function setDocumentTitle(parts: readonly string[]): void {
  document.title = [...parts.filter((part) => part.trim() !== ''), SITE].join(SEPARATOR);
  claimedPath = window.location.pathname;
}

/** Whether a page or a journey has titled the current path (the shell's fallback then stays out). */
export function documentTitleClaimed(): boolean {
  return claimedPath === window.location.pathname;
}
