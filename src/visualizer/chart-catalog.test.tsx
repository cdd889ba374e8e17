import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessageForCodes } from '@/api/error-catalogue';
import { allMachines } from '@/flows/registry';
import { SupportLineProvider } from '@/ui/support-line';
import { chartEntries } from './chart-catalog';
import { ChartView } from './chart-view';

const entryOf = (id: string) => chartEntries().find((entry) => entry.id === id)!;
const preview = () => screen.getByRole('region', { name: 'Screen of the active state' });
const place = () => screen.getByTestId('simulated-place').textContent;

describe('the registry in the visualizer', () => {
  it('has an entry in words for every machine: title, portal, purpose, flow wording and plan', () => {
    const entries = chartEntries();
    expect(entries.map((entry) => entry.id).sort()).toEqual(Object.keys(allMachines).sort());
    for (const entry of entries) {
      expect(entry.title).not.toBe(entry.id);
      expect(entry.purpose.length).toBeGreaterThan(20);
      expect(['member', 'partner', 'account']).toContain(entry.portal);
    }
    const homePort = entryOf('homePort');
    expect(homePort.title).toBe('Home port wizard');
    expect(Object.keys(homePort.scenarios ?? {})).toContain('Boater in Key West FL');
    expect(homePort.journeyPlan).toBe('docs/journeys/home-port.md');
    expect(entryOf('referral').journeyPlan).toBeUndefined();
    expect(entryOf('purchase').guardRules?.lakeCardExcludedHere).toBe(
      'if the boat state is excluded for the Lake Card',
    );
  });

  it("renders the home-port wizard's real screens with the step bar as the simulation steps", async () => {
    render(<ChartView entry={entryOf('homePort')} />);
    // a real chart takes elkjs a moment longer than the fixture
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Set Home Port Location');
    expect(within(preview()).getByRole('list', { name: 'Home port wizard steps' })).toBeTruthy();

    fireEvent.click(within(preview()).getByRole('radio', { name: 'Marina' }));
    fireEvent.click(within(preview()).getByRole('button', { name: 'Continue' }));
    expect(place()).toBe('Address › Idle');
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toMatch(/Marina/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), {
      target: { value: 'Boater in Key West FL' },
    });
    expect(place()).toBe('Locate Marina › Idle');
    expect(within(preview()).getByRole('heading', { level: 1 }).textContent).toBe('Locate Marina');
  });

  it('walks the purchase to a declined card in words and shows the declined message on the payment screen', async () => {
    // the portal gives every screen the support line (src/portal.tsx)
    const supportLine = {
      phone: '1-800-555-0142',
      describeCodes: (codes: readonly string[]) => errorMessageForCodes(codes, '1-800-555-0142'),
    };
    const { container } = render(
      <SupportLineProvider value={supportLine}>
        <ChartView entry={entryOf('purchase')} />
      </SupportLineProvider>,
    );
    await screen.findByRole('group', { name: /diagram/ }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Go to step' }), {
      target: { value: 'purchase.terms' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(place()).toBe('Terms & Conditions › Editing');

    const boaterCan = () => within(screen.getByRole('list', { name: 'The boater can' }));
    fireEvent.click(boaterCan().getByRole('button', { name: "Tick the agreement and press 'Continue'" }));
    expect(place()).toBe('Payment › Editing');
    fireEvent.click(
      boaterCan().getByRole('button', { name: "Enter card ending 1111 and press 'Confirm Membership'" }),
    );
    expect(place()).toBe('Payment › Submitting');
    const checkout = within(screen.getByRole('list', { name: 'Checkout call outcomes' }));
    expect(checkout.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['succeeds', 'Card declined', 'Card expired', 'Network cut']),
    );
    fireEvent.click(checkout.getByRole('button', { name: 'Card declined' }));
    expect(place()).toBe('Payment › Editing');
    expect(preview().textContent).toContain('Your card was declined.');

    const copy = container.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details:not([open]) > :not(summary)').forEach((element) => element.remove());
    expect(copy.textContent).not.toMatch(/xstate\.|[{}]/);
  });
});
