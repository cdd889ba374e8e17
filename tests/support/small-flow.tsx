// A small flow's pieces for the runner's tests: a step with a heading and Continue, and the runner over a
// memory history with a client whose calls all fail (the flows tested make none).
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnyFlowDefinition } from '@/flows/define-flow';
import { FlowRunner } from '@/flows/runner/flow-runner';
import { testApiClient } from './api-client';

/** A step's screen: its heading and a Continue that sends `next`. */
export function ContinueStep({
  heading,
  send,
}: {
  heading: string;
  send: (event: { type: 'next' }) => void;
}) {
  return (
    <>
      <h1>{heading}</h1>
      <button type="button" onClick={() => send({ type: 'next' })}>
        Continue
      </button>
    </>
  );
}

/** Renders the flow's runner at `path` (wrapped, e.g. in a boundary) with nothing kept from a test before. */
export function renderFlowAt(flow: AnyFlowDefinition, path: string, wrap = (node: ReactNode) => node) {
  window.sessionStorage.clear();
  const history = createMemoryHistory({ initialEntries: [path] });
  const api = testApiClient({ fetch: () => Promise.reject(new Error('no calls here')) });
  render(wrap(<FlowRunner flow={flow} api={api} history={history} />));
  return history;
}
