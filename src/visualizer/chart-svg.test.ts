import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutOverview } from './chart-layout';
import { readChart } from './chart-model';
import { buildOverview } from './chart-overview';
import { renderChartSvg } from './chart-svg';
import { fixtureMachine } from './fixture-machine';
import { chartToMermaid } from './mermaid-export';

const parallelMachine = createMachine({
  id: 'boatForm',
  type: 'parallel',
  states: {
    details: { initial: 'editing', states: { editing: { on: { 'details.save': 'saved' } }, saved: {} } },
    homePort: {
      initial: 'unset',
      states: { unset: { on: { 'homePort.pick': 'set' } }, set: { type: 'final' } },
    },
  },
});

describe('renderChartSvg', () => {
  it('writes a standalone SVG of the overview: every step, every move between steps, the legend', async () => {
    const chart = readChart(fixtureMachine);
    const overview = buildOverview(chart);
    const layout = await layoutOverview(overview);
    const coverage = new Map(chart.transitions.map((transition) => [transition.id, true]));
    coverage.set('fixture.lakeCard|step.back|0', false);
    const svg = renderChartSvg(layout, 'Fixture <chart> & more', { coverage });

    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Fixture &lt;chart&gt; &amp; more</title>');
    for (const id of ['fixture.type', 'fixture.lakeCard', 'fixture.locate', 'fixture.done'])
      expect(svg).toContain(`data-state-id="${id}"`);
    // inner states of a closed step are not drawn; its box counts them
    expect(svg).not.toContain('data-state-id="fixture.locate.idle"');
    expect(svg).toContain('>Locate ▸</text>');
    expect(svg).toContain('<desc>2 inner states: click to open</desc>');
    expect(svg).toMatch(/data-edge-id="fixture\.lakeCard~fixture\.type"[^>]*data-coverage="missing"/);
    expect(svg).toMatch(/data-edge-id="fixture\.type~fixture\.locate"[^>]*data-coverage="covered"/);
    expect(svg).toContain('walked by a generated test');
    // without a flow's wording, identifiers are put into words
    expect(svg).toContain('>Type pick </text>');
    expect(svg).toContain('>if is lake card state</text>');
  });

  it('draws parallel regions dashed side by side and Mermaid separates them', async () => {
    const chart = readChart(parallelMachine);
    const layout = await layoutOverview(buildOverview(chart));
    const regions = layout.states.filter((state) => state.depth === 0);
    expect(regions.map((region) => region.id).sort()).toEqual(['boatForm.details', 'boatForm.homePort']);
    const [a, b] = regions;
    const overlap =
      a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);

    const open = await layoutOverview(buildOverview(chart, new Set(['boatForm.details'])));
    expect(open.states.find((state) => state.id === 'boatForm.details.editing')).toBeDefined();

    const mermaid = chartToMermaid(chart)
      .split('\n')
      .map((line) => line.trim());
    expect(mermaid).toContain('--');
    expect(mermaid).toContain('boatForm__details__editing --> boatForm__details__saved : details.save');
  });
});
