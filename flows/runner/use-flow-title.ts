// Titles from the chart (issue 28): while a flow shows a state, the document's title names that state —
// its heading, else its step label — then the flow, then any parent flow it runs in: "Locate Marina · Home
// port wizard · Become a Member · Boat Assist". One rule for every journey; no screen sets a title.
import { useEffect } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { setDocumentTitle } from '@/ui/document-title';
import { resolveFromSnapshot, screenCheckOf, type FlowStateDeclaration } from '../define-flow';

/** What the title calls a state: its heading, its step label, or its screen check's name. */
export function stateTitle(state: FlowStateDeclaration, snapshot: AnyMachineSnapshot): string | null {
  if (state.heading !== undefined) return resolveFromSnapshot(state.heading, snapshot);
  return state.stepLabel ?? screenCheckOf(state, snapshot)?.name ?? null;
}

/**
 * Titles the document after `stateName` within `flowTitles` (the flow's, then its parents'), each time the
 * state or its name changes. A state that runs a child flow (`stateName` null) leaves the title to it.
 */
export function useFlowTitle(stateName: string | null, flowTitles: readonly string[]): void {
  const trail = flowTitles.join('\u0000');
  useEffect(() => {
    if (stateName === null) return;
    setDocumentTitle([stateName, ...trail.split('\u0000')]);
  }, [stateName, trail]);
}
