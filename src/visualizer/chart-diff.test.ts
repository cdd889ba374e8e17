import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import type { FlowInvariant } from '@/flows/graph/graph-properties';
import { generateTransitionPaths } from '@/flows/graph/generate-transition-paths';
import { diffSnapshots } from './chart-diff';
import { readChart } from './chart-model';
import { takeSnapshot } from './chart-snapshot';
import type { ChartWording } from './chart-words';
import { drawDiff, renderDiffSvg } from './diff-svg';

type PayEvent =
  { type: 'terms.agree' } | { type: 'card.submit'; declined: boolean } | { type: 'help' } | { type: 'close' };

const pay = setup({
  types: { events: {} as PayEvent },
  guards: {
    cardAccepted: ({ event }) => event.type === 'card.submit' && !event.declined,
    cardAuthorised: ({ event }) => event.type === 'card.submit' && !event.declined,
  },
  actions: { keepCard: () => undefined, forgetCard: () => undefined },
});

const declined = { type: 'card.submit', declined: true } as const;
const accepted = { type: 'card.submit', declined: false } as const;
const events = (): EventObject[] => [
  { type: 'terms.agree' },
  accepted,
  declined,
  { type: 'help' },
  { type: 'close' },
];

const baseMachine = pay.createMachine({
  id: 'pay',
  initial: 'terms',
  states: {
    terms: { on: { 'terms.agree': 'card', help: 'help' } },
    help: { on: { close: 'terms' } },
    card: {
      on: {
        'card.submit': [
          { guard: 'cardAccepted', target: 'done', actions: 'keepCard' },
          { target: 'terms', actions: 'forgetCard' },
        ],
      },
    },
    done: { type: 'final' },
  },
});

const wordingOf = (
  labels: Record<string, string> = {},
  rules: Record<string, string> = {},
): ChartWording => ({
  stepLabels: { terms: 'Terms', card: 'Card form', help: 'Help', done: 'Welcome', ...labels },
  guardRules: {
    cardAccepted: 'if the bank accepts the card',
    cardAuthorised: 'if the bank authorises the card',
    ...rules,
  },
  describeEvent: (event) =>
    event.type === 'card.submit' ? ((event as typeof declined).declined ? 'A declined card' : 'A card') : '',
  walkedBy: { 'pay.card|card.submit|0': accepted, 'pay.card|card.submit|1': declined },
});

const payInvariant: FlowInvariant = {
  name: 'the card only after the terms',
  into: 'pay.card',
  passesThrough: ['pay.terms'],
};

/** Variants of the chart are built from edited configs, whose types xstate cannot follow. */
function snapshotOf(variant: unknown, version: string, wording = wordingOf()) {
  const machine = variant as typeof baseMachine;
  return takeSnapshot({
    chart: readChart(machine),
    title: 'Pay',
    version,
    wording,
    steps: { terms: { path: 'terms' }, card: { path: 'card' } },
    paths: generateTransitionPaths(machine, { events }).paths,
    invariants: [payInvariant],
  });
}

const base = snapshotOf(baseMachine, 'v1');
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { help, ...withoutHelp } = baseMachine.config.states ?? {};
const texts = (head: ReturnType<typeof snapshotOf>) =>
  diffSnapshots(base, head).changes.map((change) => `${change.kind}: ${change.text}`);

describe('chart diff', () => {
  it('reports nothing between a chart and itself', () => {
    const diff = diffSnapshots(base, snapshotOf(baseMachine, 'v2'));
    expect([diff.changes, diff.journeys, diff.consequences]).toEqual([[], [], []]);
  });

  it('says when a transition is retargeted, and which journeys took another path', () => {
    const machine = pay.createMachine({
      ...baseMachine.config,
      states: {
        ...baseMachine.config.states,
        card: {
          on: {
            'card.submit': [
              { guard: 'cardAccepted', target: 'done', actions: 'keepCard' },
              { target: 'card', actions: 'forgetCard' },
            ],
          },
        },
      },
    } as never);
    const diff = diffSnapshots(base, snapshotOf(machine, 'v2'));
    expect(diff.changes.map((change) => change.text)).toEqual([
      'Card form: a declined card now goes to Card form instead of Terms.',
    ]);
    expect(diff.journeys.map((journey) => journey.kind)).toContain('changed');
    expect(diff.journeys.find((journey) => journey.kind === 'changed')?.text).toMatch(/A declined card/);
  });

  it('says when a guard changes', () => {
    const machine = pay.createMachine({
      ...baseMachine.config,
      states: {
        ...baseMachine.config.states,
        card: {
          on: {
            'card.submit': [
              { guard: 'cardAuthorised', target: 'done', actions: 'keepCard' },
              { target: 'terms', actions: 'forgetCard' },
            ],
          },
        },
      },
    } as never);
    expect(texts(snapshotOf(machine, 'v2'))).toEqual([
      'changed: Card form: a card now if the bank authorises the card instead of if the bank accepts the card.',
    ]);
  });

  it('says when a state is removed, with its moves, and that a journey vanished', () => {
    const machine = pay.createMachine({
      ...baseMachine.config,
      states: { ...withoutHelp, terms: { on: { 'terms.agree': 'card' } } },
    } as never);
    const diff = diffSnapshots(base, snapshotOf(machine, 'v2'));
    expect(diff.changes.map((change) => `${change.kind}: ${change.text}`)).toEqual([
      "removed: Step 'Help' is gone.",
      'removed: Terms: help no longer goes to Help.',
      'removed: Help: close no longer goes to Terms.',
    ]);
    expect(diff.journeys.some((journey) => journey.kind === 'vanished' || journey.kind === 'changed')).toBe(
      true,
    );
  });

  it('says when a label, a rule or a step URL is reworded', () => {
    const head = snapshotOf(
      baseMachine,
      'v2',
      wordingOf({ terms: 'Terms & Conditions' }, { cardAccepted: 'if the card is accepted' }),
    );
    head.stepPaths['pay.card'] = 'payment';
    expect(texts(head)).toEqual([
      "changed: Terms: is now called 'Terms & Conditions' instead of 'Terms'.",
      'changed: Card form: now shows at /payment instead of /card.',
      "changed: The rule 'if the bank accepts the card' now reads 'if the card is accepted'.",
    ]);
  });

  it('adds actions and transitions in words', () => {
    const machine = pay.createMachine({
      ...baseMachine.config,
      states: {
        ...baseMachine.config.states,
        card: {
          on: {
            'card.submit': [
              { guard: 'cardAccepted', target: 'done', actions: 'keepCard' },
              { target: 'terms', actions: [] },
            ],
            help: 'help',
          },
        },
      },
    } as never);
    expect(texts(snapshotOf(machine, 'v2'))).toEqual([
      'changed: Card form: a declined card no longer does: forget card.',
      'added: Card form: help now goes to Help.',
    ]);
  });

  it('draws added, removed and changed in their colours', async () => {
    const machine = pay.createMachine({
      ...baseMachine.config,
      states: { ...withoutHelp, terms: { on: { 'terms.agree': 'card' } } },
    } as never);
    const head = snapshotOf(machine, 'v2');
    const svg = renderDiffSvg(await drawDiff(base, head, diffSnapshots(base, head)), 'Pay: changes');
    expect(svg).toMatch(/data-state-id="pay.help" data-diff="removed"/);
    expect(svg).toMatch(/data-state-id="pay.terms" data-diff="same"/);
    expect(svg).toContain('stroke="#b91c1c"');
  });
});

describe('the graph report of a change', () => {
  it('finds a state no move reaches any more, a new dead end, and the invariant a change breaks', () => {
    const machine = pay.createMachine({
      id: 'pay',
      initial: 'card',
      states: {
        terms: { on: { 'terms.agree': 'card' } },
        help: {},
        card: { on: { 'card.submit': [{ guard: 'cardAccepted', target: 'done' }, { target: 'help' }] } },
        done: { type: 'final' },
      },
    });
    const head = snapshotOf(machine, 'v2');
    expect(head.graph.unreachable).toEqual(['pay.terms']);
    expect(head.graph.deadEnds).toEqual(['pay.help']);
    expect(head.graph.invariants[0]?.brokenBy.length).toBeGreaterThan(0);
    expect(base.graph).toEqual({
      unreachable: [],
      deadEnds: [],
      invariants: [{ ...payInvariant, brokenBy: [] }],
    });
    const consequences = diffSnapshots(base, head).consequences.map((consequence) => consequence.text);
    expect(consequences).toEqual([
      "'Terms' can no longer be reached: no move leads to it.",
      "'Help' is a new dead end: a boater there has no way on.",
      `Broken: the card only after the terms. Journeys ${head.graph.invariants[0]?.brokenBy.join(', ')} reach 'Card form' without first passing 'Terms'.`,
    ]);
    expect(diffSnapshots(head, base).consequences.every((consequence) => consequence.repaired)).toBe(true);
  });
});
