import { describe, expect, it } from 'vitest';
import type { ChartLayout, LaidOutEdge, LaidOutState } from './chart-layout';
import { funnelOnDiagram } from './funnel-on-diagram';
import type { FunnelView } from './funnel-model';

const box = (id: string): LaidOutState => ({
  id,
  label: id,
  kind: 'atomic',
  collapsible: undefined,
  isRegion: false,
  details: [],
  innerCount: 0,
  titleLeft: false,
  depth: 1,
  x: 0,
  y: 0,
  width: 100,
  height: 28,
});
const arrow = (id: string, back = false): LaidOutEdge => ({
  id,
  transitionIds: [],
  labelLines: [],
  points: [],
  labelBox: undefined,
  main: false,
  back,
});
// `j.boats` is drawn closed: its inner step `j.boats.port` counts on it.
const layout: ChartLayout = {
  width: 300,
  height: 300,
  states: [box('j.ask'), box('j.boats'), box('j.done')],
  initials: [],
  edges: [
    arrow('j.ask~j.boats'),
    arrow('j.boats~j.done'),
    arrow('j.ask~j.done'),
    arrow('j.boats~j.ask', true),
  ],
};
const row = (state: string, entered: number, stopped: number, end = false) => ({
  state,
  title: state,
  entered,
  stopped,
  end,
  medianSeconds: 12,
});
const view: FunnelView = {
  runs: 4,
  finished: 2,
  stopped: 2,
  rows: [row('j.ask', 4, 1), row('j.boats', 3, 0), row('j.boats.port', 2, 1), row('j.done', 2, 2, true)],
  moves: [
    { from: 'j.ask', to: 'j.boats', count: 3, share: 1 },
    { from: 'j.boats', to: 'j.boats.port', count: 2, share: 1 },
    { from: 'j.boats.port', to: 'j.done', count: 1, share: 0.5 },
    { from: 'j.boats', to: 'j.done', count: 1, share: 0.5 },
    { from: 'j.boats', to: 'j.ask', count: 1, share: 0.5 },
  ],
};

describe('the funnel on the diagram', () => {
  it('counts inner steps on their closed box, and shares per arrow of the runs leaving the box', () => {
    const { boxes, edges } = funnelOnDiagram(layout, view);
    expect(boxes).toEqual([
      { stateId: 'j.ask', entered: 4, stopped: 1, end: false, medianSeconds: 12 },
      { stateId: 'j.boats', entered: 3, stopped: 1, end: false, medianSeconds: null },
      { stateId: 'j.done', entered: 2, stopped: 2, end: true, medianSeconds: 12 },
    ]);
    // Out of the boat step: 2 to the end, 1 back (a chip, no arrow: not drawn); moves inside it not counted.
    expect(edges).toEqual([
      { edgeId: 'j.ask~j.boats', count: 3, share: 1 },
      { edgeId: 'j.boats~j.done', count: 2, share: 2 / 3 },
    ]);
  });
});
