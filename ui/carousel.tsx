// A carousel (WAI-ARIA APG pattern): one slide at a time, advancing every `intervalMs` and wrapping round
// (partner spec §9: autoplay 3000 ms, dots, infinite). Rotation stops while the pointer is over it or focus
// is inside, with the Pause button, and from the start when the user prefers reduced motion; Previous, Next
// and one dot per slide move by hand. The slide on screen is announced only while rotation is stopped.
import { useEffect, useId, useState, type ReactNode } from 'react';

export interface CarouselProps {
  label: string;
  slides: readonly { key: string; label: string; content: ReactNode }[];
  intervalMs?: number;
}

const STEPS = [
  { name: 'Previous', by: -1 },
  { name: 'Next', by: 1 },
];

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function Carousel({ label, slides, intervalMs = 3000 }: CarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = count > 1 && !paused && !hovered && !focused;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label={`${paused ? 'Play' : 'Pause'} automatic slide show`}
            onClick={() => setPaused(!paused)}
          >
            {paused ? 'Play' : 'Pause'}
          </button>
          {STEPS.map(({ name, by }) => (
            <button
              key={name}
              type="button"
              className="carousel__button"
              aria-controls={id}
              aria-label={`${name} slide`}
              onClick={() => show(current + by)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      <div id={id} className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}: ${slide.label}`}
            className="carousel__slide"
            hidden={position !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${position + 1} of ${count}: ${slide.label}`}
              aria-current={position === current ? 'true' : undefined}
              aria-controls={id}
              onClick={() => show(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
