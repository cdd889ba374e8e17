import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actualSizeView, ChartDiagram, fitView } from './chart-diagram';
import { layoutOverview } from './chart-layout';
import { readChart } from './chart-model';
import { buildOverview } from './chart-overview';
import { fixtureMachine } from './fixture-machine';

const chart = readChart(fixtureMachine);
const steps = ['fixture.type', 'fixture.lakeCard', 'fixture.locate', 'fixture.done'];

describe('layoutOverview (elkjs)', () => {
  it('draws the steps top-down in declaration order, the main path in one straight column', async () => {
    const overview = buildOverview(chart);
    expect(overview.mainPath).toEqual(['fixture.type', 'fixture.locate', 'fixture.done']);
    const layout = await layoutOverview(overview);
    expect(layout.states.map((state) => state.id).sort()).toEqual([...steps].sort());
    const box = (id: string) => layout.states.find((state) => state.id === id)!;
    const ys = steps.map((id) => box(id).y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    // the main path's moves run straight down; the branch sits beside it, not on it
    const mainEdges = layout.edges.filter((edge) => edge.main);
    expect(mainEdges.map((edge) => edge.id)).toEqual([
      'fixture.type~fixture.locate',
      'fixture.locate~fixture.done',
    ]);
    for (const edge of mainEdges)
      expect(new Set(edge.points.map((point) => Math.round(point.x))).size).toBe(1);
    const centre = (id: string) => box(id).x + box(id).width / 2;
    expect(Math.abs(centre('fixture.lakeCard') - centre('fixture.type'))).toBeGreaterThan(40);
    expect(box('fixture.locate')).toMatchObject({ collapsible: 'closed', details: [], innerCount: 2 });
    expect(layout.initials.map((initial) => initial.parentId)).toEqual(['']);
  });

  it('opens a step in place: its inner states inside its box, moves into and out of them', async () => {
    const layout = await layoutOverview(buildOverview(chart, new Set(['fixture.locate'])));
    const box = (id: string) => layout.states.find((state) => state.id === id)!;
    const locate = box('fixture.locate');
    expect(locate.collapsible).toBe('open');
    for (const id of ['fixture.locate.idle', 'fixture.locate.geocoding']) {
      const inner = box(id);
      expect(inner.x).toBeGreaterThanOrEqual(locate.x);
      expect(inner.y).toBeGreaterThanOrEqual(locate.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(locate.x + locate.width);
      expect(inner.y + inner.height).toBeLessThanOrEqual(locate.y + locate.height);
    }
    expect(box('fixture.locate.geocoding').details).toEqual(['calls Reverse geocode']);
    expect(layout.edges.map((edge) => edge.id)).toEqual(
      expect.arrayContaining([
        'fixture.type~fixture.locate',
        'fixture.locate.idle~fixture.locate.geocoding',
        'fixture.locate.geocoding~fixture.done',
      ]),
    );
    expect(layout.initials.map((initial) => initial.parentId).sort()).toEqual(['', 'fixture.locate']);
    for (const point of layout.edges.flatMap((edge) => edge.points)) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(layout.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(layout.height);
    }
  });
});

describe('ChartDiagram', () => {
  it('draws every step and every move between steps; a closed step opens on click or Enter', async () => {
    const layout = await layoutOverview(buildOverview(chart));
    const toggled: string[] = [];
    const { container } = render(
      <ChartDiagram layout={layout} title="Fixture" onToggle={(id) => toggled.push(id)} />,
    );
    for (const id of steps) expect(container.querySelector(`[data-state-id="${id}"]`)).not.toBeNull();
    expect(container.querySelectorAll('[data-state-id="fixture.done"] rect')).toHaveLength(2);
    expect(container.querySelectorAll('[data-edge-id]')).toHaveLength(layout.edges.length);
    const guarded = container.querySelector('[data-edge-id="fixture.type~fixture.lakeCard"]');
    // Lines are words apart in the text read out (a space SVG does not draw), matching the step's name.
    expect([...(guarded?.querySelectorAll('text') ?? [])].map((text) => text.textContent)).toEqual([
      'Type pick ',
      'if is lake card state',
    ]);
    expect(guarded?.textContent).toBe('Type pick if is lake card state');
    const open = screen.getByRole('button', { name: /Locate/, expanded: false });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    fireEvent.keyDown(open, { key: 'Enter' });
    expect(toggled).toEqual(['fixture.locate', 'fixture.locate']);
  });

  it('opens at 100%, pans with the wheel, zooms with Ctrl+wheel, buttons and keys, and fits', async () => {
    const layout = await layoutOverview(buildOverview(chart));
    render(<ChartDiagram layout={layout} title="Fixture" />);
    const view = screen.getByTestId('chart-view');
    const zoom = () => Number(screen.getByText(/%$/).textContent?.replace('%', ''));
    expect(zoom()).toBe(100);
    const actual = view.getAttribute('transform');

    const viewport = screen.getByRole('group', { name: /Fixture diagram/ });
    fireEvent.wheel(viewport, { deltaY: 120 });
    expect(zoom()).toBe(100);
    expect(view.getAttribute('transform')).not.toBe(actual);
    fireEvent.wheel(viewport, { deltaY: -100, ctrlKey: true });
    expect(zoom()).toBeGreaterThan(100);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom()).toBeLessThan(100);

    fireEvent.click(screen.getByRole('button', { name: 'Actual size' }));
    expect(view.getAttribute('transform')).toBe(actual);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(view.getAttribute('transform')).not.toBe(actual);
    fireEvent.keyDown(viewport, { key: '1' });
    expect(view.getAttribute('transform')).toBe(actual);
    fireEvent.keyDown(viewport, { key: '0' });
    fireEvent.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(zoom()).toBe(Math.round(fitView(layout, { width: 0, height: 0 }).scale * 100));
  });

  it('pans by dragging the drawing', async () => {
    const layout = await layoutOverview(buildOverview(chart));
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

  it('fits a large drawing into the viewport, centred; actual size keeps the focused step in view', () => {
    const view = fitView({ width: 1600, height: 400 }, { width: 800, height: 600 });
    expect(view.scale).toBeCloseTo(0.475);
    expect(view.x).toBeCloseTo((800 - 1600 * view.scale) / 2);
    expect(view.y).toBeCloseTo((600 - 400 * view.scale) / 2);

    const box = { id: 'far', x: 1200, y: 1500, width: 100, height: 40 };
    const layout = {
      width: 3000,
      height: 3000,
      states: [
        {
          ...box,
          label: 'Far',
          kind: 'atomic' as const,
          collapsible: undefined,
          isRegion: false,
          details: [],
          innerCount: 0,
          titleLeft: false,
          depth: 0,
        },
      ],
    };
    // a narrow drawing starts at its left edge
    expect(actualSizeView({ ...layout, width: 700 }, { width: 800, height: 600 }, 'far').x).toBe(0);
    expect(actualSizeView(layout, { width: 800, height: 600 }, 'far')).toEqual({
      scale: 1,
      x: 800 / 3 - 1200,
      y: 600 / 3 - 1500,
    });
  });
});
