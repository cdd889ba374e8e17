// What the shell does when the page changes (issue 28): a keyboard or screen-reader user is taken to the
// new page's `h1` (WCAG 2.4.3: focus otherwise stays on a link the new page removed, i.e. on <body>), and
// the document is titled after that `h1` unless the page or its journey titled it. A journey's own steps
// are not page changes: the engine moves focus and sets titles between them (flows/runner).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { documentTitleClaimed, setDocumentTitle } from '@/ui/document-title';
import { focusTarget } from '@/ui/focus-target';

/** How long a lazily loaded page may take to show its heading before the move is given up. */
const WAIT_FOR_PAGE_MS = 5_000;

interface RouteMatchLike {
  routeId: string;
  params: Record<string, unknown>;
  staticData: { journey?: boolean };
}

/** Which page is shown: the matched routes and their params, down to a journey's route (its steps are one). */
export function pageKeyOf(matches: readonly RouteMatchLike[]): string {
  const end = matches.findIndex((match) => match.staticData.journey);
  const page = end === -1 ? matches : matches.slice(0, end + 1);
  const last = page.at(-1);
  if (!last) return '';
  const { _splat: _step, '*': _stepAgain, ...params } = last.params;
  return `${last.routeId} ${JSON.stringify(params)}`;
}

/** On every page change after the first: the new page's `h1` focused and, failing its own, its title. */
export function usePageChange(main: RefObject<HTMLElement | null>): void {
  const pageKey = useRouterState({ select: (state) => pageKeyOf(state.matches) });
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pageKey;
    const root = main.current;
    if (!root) return;
    const headingOf = () => root.querySelector<HTMLElement>('h1');
    const arrive = (heading: HTMLElement) => {
      if (!documentTitleClaimed()) setDocumentTitle([heading.textContent?.trim() ?? '']);
      // The first page keeps the browser's own focus (a load starts at the top); a control the page
      // focused itself since (an error summary) keeps it.
      const focused = document.activeElement;
      if (previous === null || previous === pageKey) return;
      if (focused && focused !== root && root.contains(focused) && movedSinceChange) return;
      focusTarget(heading);
    };
    let movedSinceChange = false;
    const onFocusIn = () => {
      movedSinceChange = true;
    };
    root.addEventListener('focusin', onFocusIn);
    const heading = headingOf();
    if (heading) {
      arrive(heading);
      return () => root.removeEventListener('focusin', onFocusIn);
    }
    const observer = new MutationObserver(() => {
      const shownHeading = headingOf();
      if (!shownHeading) return;
      observer.disconnect();
      arrive(shownHeading);
    });
    observer.observe(root, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_PAGE_MS);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [main, pageKey]);
}
