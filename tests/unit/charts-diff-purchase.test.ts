// A change made on a branch to the purchase chart, moving the terms after the payment, is what
// `npm run charts:diff` reports: the moves in words, the invariant it breaks and the journeys it affects.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journeyRegistry } from '@/journeys/registry';
import { applicationSetup } from '@/machines/application/application-setup';
import { purchaseMachine } from '@/machines/purchase.machine';
import { diffMarkdown } from '@/scripts/charts-diff-markdown';
import { snapshotOfEntry } from '@/scripts/chart-snapshot-entry';
import { diffSnapshots } from '@/src/visualizer/chart-diff';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A copy of a machine config with some targets moved: state path → old target → new target. */
function moveTargets(node: unknown, path: string[], moves: Record<string, Record<string, string>>): unknown {
  if (Array.isArray(node)) return node.map((item) => moveTargets(item, path, moves));
  if (!node || typeof node !== 'object' || Object.getPrototypeOf(node) !== Object.prototype) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'states' && value && typeof value === 'object')
        return [
          key,
          Object.fromEntries(
            Object.entries(value).map(([child, state]) => [
              child,
              moveTargets(state, [...path, child], moves),
            ]),
          ),
        ];
      if (key === 'target' && typeof value === 'string')
        return [key, moves[path.join('.')]?.[value] ?? value];
      return [key, moveTargets(value, path, moves)];
    }),
  );
}

describe('charts:diff on the purchase chart', () => {
  it('reports terms moved after payment as the broken invariant and lists the journeys affected', async () => {
    const entry = journeyRegistry.find((candidate) => candidate.about.id === 'purchase');
    if (!entry) throw new Error('purchase is registered');
    const termsAfterPayment = applicationSetup.createMachine(
      moveTargets(purchaseMachine.config, [], {
        'boats.saving': { '#purchase.terms': '#purchase.payment' },
        'payment.submitting': { '#purchase.confirmation': '#purchase.terms' },
        'terms.editing': { '#purchase.payment': '#purchase.confirmation' },
      }) as never,
    ) as unknown as typeof purchaseMachine;
    const [base, head] = await Promise.all([
      snapshotOfEntry(root, entry, purchaseMachine, 'main'),
      snapshotOfEntry(root, entry, termsAfterPayment, 'terms-after-payment'),
    ]);
    const diff = diffSnapshots(base, head);

    expect(diff.changes.map((change) => change.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Primary Boat Information › Saving|now goes to Payment instead of Terms & Conditions/,
        ),
        expect.stringMatching(/now goes to Terms & Conditions instead of Welcome to Sea Tow!/),
        expect.stringMatching(/now goes to Welcome to Sea Tow! instead of Payment/),
      ]),
    );
    expect(diff.changes.every((change) => change.kind === 'changed')).toBe(true);

    const broken = diff.consequences.filter((consequence) => !consequence.repaired);
    expect(broken.map((consequence) => consequence.text)).toEqual([
      expect.stringMatching(
        /^Broken: payment only after the boat is saved and the terms are agreed\. Journeys [\d, ]+ reach 'Payment' without first passing 'Primary Boat Information › Saving' and 'Terms & Conditions'\.$/,
      ),
    ]);
    const affected = broken[0]?.journeys ?? [];
    expect(affected.length).toBeGreaterThan(0);
    // Every journey that breaks it is one whose path changed or is new.
    const changedJourneys = new Set(diff.journeys.flatMap((journey) => journey.head ?? []));
    expect(affected.filter((number) => !changedJourneys.has(number))).toEqual([]);

    const markdown = diffMarkdown(diff);
    expect(markdown).toContain('## Hidden consequences');
    expect(markdown).toContain(`⚠ ${broken[0]?.text}`);
    expect(markdown).toMatch(/## Generated journeys \(docs\/journeys\/purchase\.md\)\n\n- Journey \d+/);
  }, 120_000);
});
