import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartDiagram, fitView } from './chart-diagram';
import { layoutChart } from './chart-layout';
import { readChart } from './chart-model';
import { fixtureMachine } from './fixture-machine';

const chart = readChart(fixtureMachine);

describe('layoutChart (elkjs)', () => {
  it('positions a box for every state, nested inside its parent', async () => {
    const layout = await layoutChart(chart);
    expect(layout.states.map((state) => state.id).sort()).toEqual(
      chart.states.map((state) => state.id).sort(),
    );
    for (const state of layout.states) {
      expect(state.width).toBeGreaterThan(0);
      expect(state.height).toBeGreaterThan(0);
      const parent = layout.states.find(
        (candidate) => candidate.id === chart.states.find((s) => s.id === state.id)?.parentId,
      );
      if (!parent) continue;
      expect(state.x).toBeGreaterThanOrEqual(parent.x);
      expect(state.y).toBeGreaterThanOrEqual(parent.y);
      expect(state.x + state.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(state.y + state.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
    expect(layout.states.find((state) => state.id === 'fixture.done')?.kind).toBe('final');
    expect(layout.states.find((state) => state.id === 'fixture.locate.geocoding')?.details).toEqual([
      'tags: loading',
      'invoke: reverseGeocode',
    ]);
  });

  it('routes an edge with a label for every transition and an initial marker per compound state', async () => {
    const layout = await layoutChart(chart);
    expect(new Set(layout.edges.map((edge) => edge.transitionId))).toEqual(
      new Set(chart.transitions.map((t) => t.id)),
    );
    for (const edge of layout.edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.labelBox).toBeDefined();
    }
    const guarded = layout.edges.find((edge) => edge.transitionId === 'fixture.type|type.pick|0');
    expect(guarded?.label).toBe('type.pick [isLakeCardState]');
    expect(layout.edges.find((edge) => edge.transitionId === 'fixture.locate|locate.submit|0')).toMatchObject(
      {
        label: 'locate.submit / flagMoveMarker',
        internal: true,
      },
    );
    expect(layout.initials.map((initial) => initial.parentId).sort()).toEqual(['fixture', 'fixture.locate']);
    // every edge point lies inside the drawing
    for (const point of layout.edges.flatMap((edge) => edge.points)) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(layout.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(layout.height);
    }
  });
});

describe('ChartDiagram', () => {
  it('draws every state and transition, final states double-bordered', async () => {
    const layout = await layoutChart(chart);
    const { container } = render(<ChartDiagram layout={layout} title="Fixture" />);
    for (const state of chart.states) {
      expect(container.querySelector(`[data-state-id="${state.id}"]`)).not.toBeNull();
    }
    for (const transition of chart.transitions) {
      expect(container.querySelector(`[data-transition-id="${transition.id}"]`)).not.toBeNull();
    }
    expect(container.querySelectorAll('[data-state-id="fixture.done"] rect')).toHaveLength(2);
    expect(container.querySelectorAll('[data-state-id="fixture.type"] rect')).toHaveLength(1);
    const pinDrag = container.querySelector('[data-transition-id="fixture.locate.idle|pin.drag|0"]');
    expect(pinDrag?.getAttribute('data-label')).toBe('pin.drag / movePin');
    expect([...(pinDrag?.querySelectorAll('text') ?? [])].map((text) => text.textContent)).toEqual([
      'pin.drag',
      '/ movePin',
    ]);
  });

  it('zooms with buttons, wheel and keys, pans with arrow keys and fits back', async () => {
    const layout = await layoutChart(chart);
    render(<ChartDiagram layout={layout} title="Fixture" />);
    const view = screen.getByTestId('chart-view');
    const fitted = view.getAttribute('transform');
    const zoom = () => Number(screen.getByText(/%$/).textContent?.replace('%', ''));
    const start = zoom();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBeGreaterThan(start);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom()).toBeLessThan(start);

    const viewport = screen.getByRole('group', { name: /Fixture diagram/ });
    fireEvent.wheel(viewport, { deltaY: -100 });
    expect(zoom()).toBeGreaterThanOrEqual(start);

    fireEvent.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(view.getAttribute('transform')).toBe(fitted);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(view.getAttribute('transform')).not.toBe(fitted);
    fireEvent.keyDown(viewport, { key: '0' });
    expect(view.getAttribute('transform')).toBe(fitted);
  });

  it('pans by dragging the drawing', async () => {
    const layout = await layoutChart(chart);
    render(<ChartDiagram layout={layout} title="Fixture" />);
    const view = screen.getByTestId('chart-view');
    const viewport = screen.getByRole('group', { name: /Fixture diagram/ });
    const translate = () =>
      /translate\(([-\d.]+) ([-\d.]+)\)/
        .exec(view.getAttribute('transform') ?? '')!
        .slice(1)
        .map(Number);
    const [x0, y0] = translate();
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 130, clientY: 80 });
    fireEvent.pointerUp(viewport, { pointerId: 1 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 400, clientY: 400 });
    expect(translate()).toEqual([x0! + 30, y0! - 20]);
  });

  it('fits a large drawing into the viewport, centred', () => {
    const view = fitView({ width: 1600, height: 400 }, { width: 800, height: 600 });
    expect(view.scale).toBeCloseTo(0.475);
    expect(view.x).toBeCloseTo((800 - 1600 * view.scale) / 2);
    expect(view.y).toBeCloseTo((600 - 400 * view.scale) / 2);
  });
});
