// How the funnel's figures read, in the table and on the diagram alike (decisions 276, 289).
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const duration = (seconds: number | null): string =>
  seconds === null ? '–' : seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`;

/** A step's figures on its box: `3 entered · 1 stopped · 23 s`, `2 entered · 2 finished`. */
export function stepFigures(figures: {
  entered: number;
  stopped: number;
  end: boolean;
  medianSeconds: number | null;
}): string {
  const stopped = figures.end ? `${figures.stopped} finished` : `${figures.stopped} stopped`;
  const parts = [`${figures.entered} entered`, stopped];
  if (figures.medianSeconds !== null && !figures.end) parts.push(`median ${duration(figures.medianSeconds)}`);
  return parts.join(' · ');
}
