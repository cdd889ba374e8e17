// Companion spec §7: "Every form-level submit failure is shown as a flash message (login creation, offer
// creation)." useFailureFlash turns each new failure of a chart into one failure flash with the
// catalogue's text — once per failure, though React renders (and, in development, runs effects) twice.
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlashBanner } from '@/ui/flash-banner';
import { clearFlashes } from '@/ui/flash-store';
import { useFailureFlash } from '@/ui/failure-flash';
import { SupportLineProvider } from '@/ui/support-line';

function Form({ codes }: { codes: readonly string[] | null }) {
  useFailureFlash(codes);
  return (
    <form aria-label="Create Offer">
      <input aria-label="Description" />
    </form>
  );
}

const line = {
  phone: '1-800-555-0142',
  describeCodes: (codes: readonly string[]) => `Failed: ${codes.join()}`,
};
const page = (codes: readonly string[] | null) => (
  <StrictMode>
    <SupportLineProvider value={line}>
      <FlashBanner />
      <Form codes={codes} />
    </SupportLineProvider>
  </StrictMode>
);

afterEach(() => act(() => clearFlashes()));

describe('form-level failures as flash messages (companion spec §7)', () => {
  it('flashes each new failure once, with the catalogue text, outside the form', () => {
    const view = render(page(null));
    expect(screen.queryByRole('alert')).toBeNull();
    const first = ['VALIDATION_FAILED'];
    view.rerender(page(first));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed: VALIDATION_FAILED×']);
    expect(screen.getByRole('form').contains(screen.getByRole('alert'))).toBe(false);
    view.rerender(page(first));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    view.rerender(page(['UNKNOWN_ERROR']));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('takes focus when focus was dropped on the way (the busy Save), not from a field the user is in', () => {
    const view = render(page(null));
    (document.activeElement as HTMLElement | null)?.blur();
    view.rerender(page(['UNKNOWN_ERROR']));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    screen.getByRole('textbox', { name: 'Description' }).focus();
    view.rerender(page(['VALIDATION_FAILED']));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });
});
