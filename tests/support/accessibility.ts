// axe-core (WCAG 2.1 A and AA rules) on the page as it is now: a serious or critical violation fails.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

/** Scans the page; throws listing each serious or critical violation with the elements it found. */
export async function expectAccessible(
  page: Page,
  where: string,
  knownIssues: readonly string[] = [],
): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .disableRules([...knownIssues])
    .analyze();
  const failing = violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  const lines = failing.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  throw new Error(`Accessibility violations at ${where}:\n  ${lines.join('\n  ')}`);
}
