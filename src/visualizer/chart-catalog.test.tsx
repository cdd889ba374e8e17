import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyRegistry } from '@/journeys/registry';
import { loadChartEntry, loadChartList } from './chart-catalog';
import { ChartView } from './chart-view';

describe('the registry in the visualizer', () => {
  it('lists every registered chart with its title; one chart comes with its screens and scenarios', async () => {
    const entries = await loadChartList();
    expect(entries.map((entry) => entry.id)).toEqual(journeyRegistry.map((entry) => entry.about.id));
    expect(entries.find((entry) => entry.id === 'homePort')?.title).toBe('Home port wizard');
    const homePort = await loadChartEntry('homePort');
    expect(Object.keys(homePort?.states ?? {})).toEqual(['type', 'search', 'locate']);
    expect(Object.keys(homePort?.scenarios ?? {})).toContain('Boater in Key West FL');
    expect(await loadChartEntry('noSuchChart')).toBeUndefined();
  });

  it("renders the home-port wizard's real screens as the simulation steps", async () => {
    const homePort = (await loadChartEntry('homePort'))!;
    render(<ChartView entry={homePort} />);
    // a real chart takes elkjs a moment longer than the fixture
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    const preview = () => screen.getByRole('region', { name: 'Screen of the active state' });
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Set Home Port Location');

    fireEvent.click(within(preview()).getByRole('radio', { name: 'Marina' }));
    fireEvent.click(within(preview()).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('active-states').textContent).toBe('homePort.search, homePort.search.idle');
    // later steps' screens load on first entry
    expect((await within(preview()).findByRole('heading', { level: 1 })).textContent).toMatch(/Marina/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Boater in Key West FL' },
    });
    expect(screen.getByTestId('active-states').textContent).toBe('homePort.locate, homePort.locate.idle');
    expect(
      (await within(preview()).findByRole('heading', { level: 1, name: 'Locate Marina' })).textContent,
    ).toBe('Locate Marina');
  });
});
