// Issue 29 items 3–4 on the real charts: what the system does is drawn in words (the Lake Card rule's
// states, effects the chart describes, a call's failures by class, resuming an abandoned application
// apart from a normal save, guard parameters), and the purchase reads as one straight column.
import { describe, expect, it } from 'vitest';
import { APPLICATION_GUARD_RULES } from '@/journeys/application/application.words';
import { giftMachine } from '@/machines/gift.machine';
import { purchaseMachine } from '@/machines/purchase.machine';
import { layoutOverview } from './chart-layout';
import { readChart } from './chart-model';
import { buildOverview, type OverviewEdge } from './chart-overview';
import { transitionWords } from './chart-words';

const purchase = readChart(purchaseMachine);
const wording = { guardRules: APPLICATION_GUARD_RULES };

/** The drawn edge carrying a transition, and its words as one text. */
function drawn(edges: OverviewEdge[], transitionId: string) {
  const edge = edges.find((candidate) => candidate.transitionIds.includes(transitionId));
  return { edge, words: edge?.labels.map((label) => label.join(' / ')).join(' | ') ?? '' };
}

describe('rules and effects in words on the diagram', () => {
  it('spells out the Lake Card rule with its states and says the upgrade switches to the Gold Card', () => {
    const { edges } = buildOverview(purchase, new Set(['purchase.boats']), wording);
    expect(drawn(edges, 'purchase.boats.editing|boat.submit|1').words).toContain(
      "if the Lake Card boat's home port is in AK, FL, HI, PR, VI",
    );
    expect(drawn(edges, 'purchase.boats.lakeCardExcluded|lakeCard.upgrade|0').words).toBe(
      'Lake card upgrade / then switches to the Gold Card',
    );
  });

  it('draws the gift’s delivery change, a move within its step, with what it clears', async () => {
    const overview = buildOverview(readChart(giftMachine));
    const { edge, words } = drawn(overview.edges, 'gift.delivery|delivery.method|0');
    expect(edge).toMatchObject({ source: 'gift.delivery', target: 'gift.delivery', internal: true });
    expect(words).toContain('then clears the recipient, billing, gift wrap, mailed-to-gifter and shipping');
    const layout = await layoutOverview(overview);
    const chip = layout.edges.find((candidate) => candidate.id === edge?.id);
    const box = layout.states.find((state) => state.id === 'gift.delivery')!;
    expect(chip?.labelLines[0]?.text).toMatch(/^↻ Delivery method/);
    expect(chip?.labelBox?.y).toBeGreaterThan(box.y);
    expect((chip?.labelBox?.y ?? 0) + (chip?.labelBox?.height ?? 0)).toBeLessThanOrEqual(box.y + box.height);
  });

  it('groups a call’s failures by catalogue class on the arrow they take', () => {
    const { edges } = buildOverview(purchase, new Set(['purchase.payment']), wording);
    expect(drawn(edges, 'purchase.payment.submitting|xstate.error.actor.checkout|1').words).toBe(
      'Checkout fails: card refused (4), payment processor error (4), order refused (2), server error or network cut (2)',
    );
  });

  it('draws resuming an abandoned application apart from a normal save, and spells guard parameters', () => {
    const { edges } = buildOverview(purchase, new Set(['purchase.contact']), wording);
    const resume = drawn(edges, 'purchase.contact.checkingEmail|xstate.done.actor.checkEmail|1');
    const save = drawn(edges, 'purchase.contact.checkingEmail|xstate.done.actor.checkEmail|2');
    expect(resume.edge?.id).not.toBe(save.edge?.id);
    expect(resume.words).toContain('then resumes the abandoned application');
    expect(save.words).not.toContain('abandoned');
    const submit = purchase.transitions.find((t) => t.id === 'purchase.contact.editing|contact.submit|0');
    expect(transitionWords(submit!, wording)).toEqual([
      'Contact submit',
      'if a contact field breaks a form rule (manual allowed: no)',
    ]);
  });
});

describe('the purchase, collapsed', () => {
  it('is one straight column of its main path, with back moves as chips in their boxes', async () => {
    const overview = buildOverview(purchase, new Set(), wording);
    const layout = await layoutOverview(overview);
    const centres = overview.mainPath.map((id) => {
      const box = layout.states.find((state) => state.id === id)!;
      return box.x + box.width / 2;
    });
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(1);
    // the column is the drawing's left part: its branches are to its right
    expect(centres[0]).toBeLessThan(layout.width / 2);
    const back = layout.edges.filter((edge) => edge.back);
    expect(back.map((edge) => edge.id)).toContain('purchase.payment~purchase.terms');
    expect(back.every((edge) => edge.points.length === 0)).toBe(true);
    // it fits a laptop's pane at 60% (a 727 × 576 px pane holds 1151 × 912 px at 60%)
    expect(layout.height).toBeLessThanOrEqual(912);
  });
});
