import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutChart } from './chart-layout';
import { readChart } from './chart-model';
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
  it('writes a standalone SVG with every state, every transition and the coverage legend', async () => {
    const chart = readChart(fixtureMachine);
    const layout = await layoutChart(chart);
    const coverage = new Map(chart.transitions.map((transition, index) => [transition.id, index % 2 === 0]));
    const svg = renderChartSvg(layout, 'Fixture <chart> & more', { coverage });

    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Fixture &lt;chart&gt; &amp; more</title>');
    for (const state of chart.states) expect(svg).toContain(`data-state-id="${state.id}"`);
    for (const transition of chart.transitions) {
      const mark = coverage.get(transition.id) ? 'covered' : 'missing';
      const id = transition.id.replace(/[.|]/g, '\\$&');
      expect(svg).toMatch(new RegExp(`data-transition-id="${id}"[^>]*data-coverage="${mark}"`));
    }
    expect(svg).toContain('walked by a generated test');
    expect(svg).toContain('>type.pick [isLakeCardState]</text>');
  });

  it('draws parallel regions dashed side by side and Mermaid separates them', async () => {
    const chart = readChart(parallelMachine);
    const layout = await layoutChart(chart);
    const regions = layout.states.filter((state) => state.isRegion);
    expect(regions.map((region) => region.id).sort()).toEqual(['boatForm.details', 'boatForm.homePort']);
    const [a, b] = regions;
    const overlap =
      a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);
    expect(renderChartSvg(layout, 'Boat form')).toContain('stroke-dasharray="6 4"');

    const mermaid = chartToMermaid(chart)
      .split('\n')
      .map((line) => line.trim());
    expect(mermaid).toContain('--');
    expect(mermaid).toContain('boatForm__details__editing --> boatForm__details__saved : details.save');
  });
});
