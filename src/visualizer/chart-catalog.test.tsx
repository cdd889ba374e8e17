import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessageForCodes } from '@/api/error-catalogue';
import { journeyRegistry } from '@/journeys/registry';
import { SupportLineProvider } from '@/ui/support-line';
import { loadChartEntry, loadChartList } from './chart-catalog';
import { ChartView } from './chart-view';

const preview = () => screen.getByRole('region', { name: 'Screen of the active state' });
const place = () => screen.getByTestId('simulated-place').textContent;
// A step's screen loads on its first entry and suspends through React's `use` (flows/lazy-screen.ts):
// inside a synchronous act the render waits for it until the act is awaited, so a move that enters a
// new step is awaited in act, which also lets the screen's import settle before the test ends.
const move = (fire: () => void) => act(async () => fire());

describe('the registry in the visualizer', () => {
  it('lists every chart in words (title, portal, purpose, plan) without its binding', async () => {
    const entries = await loadChartList();
    expect(entries.map((entry) => entry.id)).toEqual(journeyRegistry.map((entry) => entry.about.id));
    for (const entry of entries) {
      expect(entry.title).not.toBe(entry.id);
      expect(entry.purpose.length).toBeGreaterThan(20);
      expect(['member', 'partner', 'account']).toContain(entry.portal);
      // the list is charts only: screens, scenarios and words load with one chart's page
      expect(entry.states ?? entry.scenarios ?? entry.describeEvent ?? entry.guardRules).toBeUndefined();
    }
    expect(entries.find((entry) => entry.id === 'homePort')?.journeyPlan).toBe('docs/journeys/home-port.md');
    expect(entries.find((entry) => entry.id === 'referral')?.journeyPlan).toBeUndefined();
  });

  it('loads one chart with its screens, scenarios, event words and guard rules', async () => {
    const homePort = await loadChartEntry('homePort');
    expect(homePort?.title).toBe('Home port wizard');
    expect(Object.keys(homePort?.states ?? {})).toEqual(['type', 'search', 'locate']);
    expect(Object.keys(homePort?.scenarios ?? {})).toContain('Boater in Key West FL');
    expect(homePort?.describeEvent?.({ type: 'step.back' })).toBe("Press 'Back'");
    const purchase = await loadChartEntry('purchase');
    // the Lake Card rule lists the states it excludes (issue 29)
    expect(purchase?.guardRules?.lakeCardExcludedHere).toBe(
      "if the Lake Card boat's home port is in AK, FL, HI, PR, VI, which the Lake Card does not serve",
    );
    expect(await loadChartEntry('noSuchChart')).toBeUndefined();
  });

  it("renders the home-port wizard's real screens with the step bar as the simulation steps", async () => {
    render(<ChartView entry={(await loadChartEntry('homePort'))!} />);
    // a real chart takes elkjs a moment longer than the fixture
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Set Home Port Location');
    expect(within(preview()).getByRole('list', { name: 'Home port wizard steps' })).toBeTruthy();

    fireEvent.click(within(preview()).getByRole('radio', { name: 'Marina' }));
    await move(() => fireEvent.click(within(preview()).getByRole('button', { name: 'Continue' })));
    expect(place()).toBe('Address › Waiting for the boater to type an address');
    // later steps' screens load on first entry
    expect((await within(preview()).findByRole('heading', { level: 1 })).textContent).toMatch(/Marina/);

    await move(() =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
        target: { value: 'Boater in Key West FL' },
      }),
    );
    expect(place()).toBe('Locate Marina › Placing the pin and naming the home port');
    expect(
      (await within(preview()).findByRole('heading', { level: 1, name: 'Locate Marina' })).textContent,
    ).toBe('Locate Marina');
  });

  it('walks the purchase to a declined card in words and shows the declined message on the payment screen', async () => {
    // the portal gives every screen the support line (src/portal.tsx)
    const supportLine = {
      phone: '1-800-555-0142',
      describeCodes: (codes: readonly string[]) => errorMessageForCodes(codes, '1-800-555-0142'),
    };
    const { container } = render(
      <SupportLineProvider value={supportLine}>
        <ChartView entry={(await loadChartEntry('purchase'))!} />
      </SupportLineProvider>,
    );
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to step' }), {
      target: { value: 'purchase.terms' },
    });
    await move(() => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(place()).toBe('Terms & Conditions › Editing');

    const boaterCan = () => within(screen.getByRole('list', { name: 'The boater can' }));
    await move(() =>
      fireEvent.click(boaterCan().getByRole('button', { name: "Tick the agreement and press 'Continue'" })),
    );
    expect(place()).toBe('Payment › Editing');
    fireEvent.click(
      boaterCan().getByRole('button', { name: "Enter card ending 1111 and press 'Confirm Membership'" }),
    );
    expect(place()).toBe('Payment › Submitting');
    const checkout = within(screen.getByRole('list', { name: 'Checkout call outcomes' }));
    expect(checkout.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['succeeds', 'Card declined', 'Card expired', 'Network cut']),
    );
    await move(() => fireEvent.click(checkout.getByRole('button', { name: 'Card declined' })));
    expect(place()).toBe('Payment › Editing');
    expect(
      (await within(preview()).findByText(/Your card was declined\./, {}, { timeout: 10_000 })).textContent,
    ).toBeTruthy();

    const copy = container.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details:not([open]) > :not(summary)').forEach((element) => element.remove());
    expect(copy.textContent).not.toMatch(/xstate\.|[{}]/);
  });
});
