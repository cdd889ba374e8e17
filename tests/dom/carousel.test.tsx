// The carousel of the Savings Club teaser (partner spec §9: autoplay 3000 ms, dots, infinite), with the
// stops the WAI-ARIA carousel pattern asks for.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@/ui/carousel';

const slides = ['Harborside', 'Bluewater', 'Dockside'].map((name) => ({
  key: name,
  label: name,
  content: <p>{name} offer</p>,
}));
const visible = () => screen.getAllByRole('group').find((slide) => !slide.hidden)?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('advances every 3000 ms and wraps round after the last slide', () => {
    render(<Carousel label="Savings Club offers" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Savings Club offers' })).toBeTruthy();
    expect(visible()).toBe('Harborside offer');
    tick(2999);
    expect(visible()).toBe('Harborside offer');
    tick(1);
    expect(visible()).toBe('Bluewater offer');
    tick(3000);
    expect(visible()).toBe('Dockside offer');
    tick(3000);
    expect(visible()).toBe('Harborside offer');
  });

  it('one dot per slide shows it; Previous wraps to the last', () => {
    render(<Carousel label="Offers" slides={slides} />);
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]!);
    expect(visible()).toBe('Dockside offer');
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visible()).toBe('Harborside offer');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visible()).toBe('Dockside offer');
  });

  it('stops while focus is inside or when paused, and then announces the slide', () => {
    render(<Carousel label="Offers" slides={slides} />);
    const slidesBox = screen.getAllByRole('group')[0]!.parentElement!;
    expect(slidesBox.getAttribute('aria-live')).toBe('off');
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    tick(9000);
    expect(visible()).toBe('Harborside offer');
    expect(slidesBox.getAttribute('aria-live')).toBe('polite');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    tick(9000);
    expect(visible()).toBe('Harborside offer');
    fireEvent.click(screen.getByRole('button', { name: 'Play automatic slide show' }));
    tick(3000);
    expect(visible()).toBe('Bluewater offer');
  });

  it('a single slide has no controls and does not rotate', () => {
    render(<Carousel label="Offers" slides={slides.slice(0, 1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    tick(9000);
    expect(visible()).toBe('Harborside offer');
  });
});
