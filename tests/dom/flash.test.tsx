import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlashBanner } from '@/ui/flash-banner';
import { pushFlash } from '@/ui/flash-store';

describe('flash banner', () => {
  it('shows nothing until something is pushed', () => {
    const { container } = render(<FlashBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a pushed success politely and a failure as an alert, and each can be dismissed', async () => {
    const user = userEvent.setup();
    render(<FlashBanner />);
    act(() => {
      pushFlash('success', 'Thanks for referring a boater to Sea Tow®!');
      pushFlash('failure', 'Your card was declined.');
    });
    const success = screen.getByRole('status');
    const failure = screen.getByRole('alert');
    expect(success.textContent).toContain('Thanks for referring a boater to Sea Tow®!');
    expect(failure.textContent).toContain('Your card was declined.');

    await user.click(within(success).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Thanks for referring a boater to Sea Tow®!')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.');

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
