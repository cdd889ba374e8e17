import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';

function DialogDemo({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Remove Boat"
        {...(closable ? { onClose: () => setOpen(false) } : {})}
        actions={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Confirm</Button>
          </>
        }
      >
        <p>Remove this boat?</p>
      </Dialog>
    </>
  );
}

describe('dialog', () => {
  it('is a labelled modal that traps focus and returns it to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove Boat' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(document.activeElement).toBe(close);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a non-closable dialog ignores Escape and has no close button', async () => {
    const user = userEvent.setup();
    render(<DialogDemo closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remove Boat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });
});

describe('form field', () => {
  it('labels the input and ties hint and error to it', () => {
    render(
      <FormField
        label="Length (ft)"
        hint="At least 10 ft"
        error="Length must be at least 10 ft"
        name="length"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Length (ft)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 10 ft', 'Length must be at least 10 ft']);
  });

  it('is not marked invalid without an error', () => {
    render(<FormField label="Boat name" name="boatName" />);
    const input = screen.getByRole('textbox', { name: 'Boat name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('button', () => {
  it('is disabled and marked busy while busy', () => {
    render(<Button busy>Save & Continue</Button>);
    const button = screen.getByRole('button', { name: 'Save & Continue' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
