import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { journeyRegistry } from '@/journeys/registry';
import { loadChartEntries } from './chart-catalog';
import { ChartView } from './chart-view';

describe('the registry in the visualizer', () => {
  it('has an entry for every registered chart, with its title, screens and scenarios', async () => {
    const entries = await loadChartEntries();
    expect(entries.map((entry) => entry.id)).toEqual(journeyRegistry.map((entry) => entry.about.id));
    const homePort = entries.find((entry) => entry.id === 'homePort');
    expect(homePort?.title).toBe('Home port wizard');
    expect(Object.keys(homePort?.scenarios ?? {})).toContain('Boater in Key West FL');
  });

  it("renders the home-port wizard's real screens as the simulation steps", async () => {
    const homePort = (await loadChartEntries()).find((entry) => entry.id === 'homePort')!;
    render(<ChartView entry={homePort} />);
    // a real chart takes elkjs a moment longer than the fixture
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    const preview = () => screen.getByRole('region', { name: 'Screen of the active state' });
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Set Home Port Location');

    fireEvent.click(within(preview()).getByRole('radio', { name: 'Marina' }));
    fireEvent.click(within(preview()).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('active-states').textContent).toBe('homePort.search, homePort.search.idle');
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toMatch(/Marina/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Boater in Key West FL' },
    });
    expect(screen.getByTestId('active-states').textContent).toBe('homePort.locate, homePort.locate.idle');
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Locate Marina');
  });
});
