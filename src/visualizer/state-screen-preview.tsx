// The real screen of the active state, rendered beside the diagram with the simulated snapshot, the
// flow's step bar and a `send` that steps the simulation; 'Full width' gives it the page's width. The
// frame is the screen's page: its dialogs open inside it, and what a route gives its screens (the address
// search) is simulated. A screen that throws (it may need data a scenario lacks) shows why.
import type { ErrorInfo, ReactNode } from 'react';
import { Component, Suspense } from 'react';
import { AddressSearchProvider } from '@/screens/purchase/address-search';
import { Spinner } from '@/ui/spinner';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Chart } from './chart-model';
import type { ChartEntry, ChartStateBinding } from './chart-entry';
import { simulatedAddressSearch } from './simulated-address-search';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class ScreenBoundary extends Component<BoundaryProps, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {}

  override render() {
    if (this.state.error) {
      return (
        <p role="alert" data-screen-error="">
          This screen cannot render with the simulated data: {this.state.error.message}. Try another scenario.
        </p>
      );
    }
    return this.props.children;
  }
}

/** The flow's binding for the deepest active state that has one (`locate.geocoding` before `locate`). */
export function screenBindingFor(
  entry: ChartEntry,
  chart: Chart,
  activeIds: readonly string[],
): { stateId: string; binding: ChartStateBinding } | undefined {
  const bindings = entry.states ?? {};
  for (const id of [...activeIds].reverse()) {
    const state = chart.states.find((candidate) => candidate.id === id);
    if (!state || state.path.length === 0) continue;
    for (const key of [state.path.join('.'), state.id, state.key]) {
      const binding = bindings[key];
      if (binding?.screen) return { stateId: state.id, binding };
    }
  }
  return undefined;
}

interface StateScreenPreviewProps {
  entry: ChartEntry;
  chart: Chart;
  activeIds: readonly string[];
  snapshot: AnyMachineSnapshot;
  send: (event: EventObject) => void;
  wide: boolean;
  onWide: (wide: boolean) => void;
}

export function StateScreenPreview(props: StateScreenPreviewProps) {
  const { entry, chart, activeIds, snapshot, send, wide, onWide } = props;
  const found = screenBindingFor(entry, chart, activeIds);
  const Screen = found?.binding.screen;
  const StepBar = entry.stepBar;
  return (
    <section
      className="state-screen-preview"
      aria-label="Screen of the active state"
      data-screen-state={found?.stateId ?? activeIds.at(-1)}
    >
      <div className="state-screen-preview__bar">
        <h2>What the boater sees</h2>
        <button type="button" aria-pressed={wide} onClick={() => onWide(!wide)}>
          {wide ? 'Back beside the chart' : 'Full width'}
        </button>
      </div>
      <div className="state-screen-preview__page" data-testid="preview-frame">
        {Screen ? (
          <ScreenBoundary resetKey={found.stateId}>
            <AddressSearchProvider value={simulatedAddressSearch}>
              {StepBar && snapshot.status === 'active' ? <StepBar snapshot={snapshot} send={send} /> : null}
              <Suspense fallback={<Spinner label="Loading the screen…" />}>
                <Screen snapshot={snapshot} send={send} />
              </Suspense>
            </AddressSearchProvider>
          </ScreenBoundary>
        ) : (
          <NoScreen done={snapshot.status === 'done'} />
        )}
        {Screen && snapshot.status === 'done' ? <NoScreen done /> : null}
      </div>
    </section>
  );
}

/**
 * A state with no screen of its own: the journey has ended (its page takes the boater on), or the page
 * is starting the chart and shows its loading indicator, as the portal does.
 */
function NoScreen({ done }: { done: boolean }) {
  return done ? (
    <p className="state-screen-preview__empty" data-no-screen="ended">
      The journey has ended here: the page it runs in takes the boater on.
    </p>
  ) : (
    <div data-no-screen="starting">
      <Spinner label="Loading…" />
      <p className="state-screen-preview__empty">
        The page starts the journey here and shows this until it has.
      </p>
    </div>
  );
}
