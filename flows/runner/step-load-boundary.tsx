// Where a step's screen renders: if its code could not come over the network (`ScreenLoadError`,
// flows/lazy-screen.ts), the step says so in place of the screen — the spec's network notice, which takes
// focus since the pressed button is gone — and 'Retry Request' loads it again; the page, the step bar and
// the run stay. Any other error goes on to the page's boundary (the unexpected-error page). The router's
// boundary is reused (already in the shell): it is not keyed by step (two states sharing a screen keep its
// instance), another step clears its error.
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { NetworkNotice } from '@/ui/network-notice';
import { ScreenLoadError } from '../lazy-screen';

export function StepLoadBoundary({ step, children }: { step: string; children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => step} errorComponent={LoadFailure}>
      {children}
    </CatchBoundary>
  );
}

function LoadFailure({ error, reset }: ErrorComponentProps) {
  const [retrying, setRetrying] = useState(false);
  if (!(error instanceof ScreenLoadError)) throw error;
  const retry = () => {
    setRetrying(true);
    void error
      .reload()
      .catch(() => undefined)
      .finally(reset);
  };
  return <NetworkNotice onRetry={retry} busy={retrying} takesFocus />;
}
