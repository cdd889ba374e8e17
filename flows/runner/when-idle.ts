// Work that must not compete with a boater's click or key: run when the browser is idle.

/** `requestIdleCallback` where the browser has it (not Safari), else the next task. Answers a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}
