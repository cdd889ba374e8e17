// The interactive diagram: the shared scene rendered as SVG elements at 100% (legible), the first step at
// the top left, with pan (drag, wheel or arrow keys), zoom (Ctrl+wheel or pinch, buttons, +/-),
// fit-to-screen (button or 0) and 'Actual size' (1). A closed step is a button that opens it in place (an open one closes again); enabled
// transitions are buttons in simulate mode; the view follows the active step when it leaves the screen.
import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChartLayout } from './chart-layout';
import type { SceneElement, SceneOptions } from './chart-scene';
import { buildChartScene } from './chart-scene';

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.05;
const MAX_SCALE = 4;
const ZOOM_STEP = 1.25;
const PAN_STEP = 40;
const FALLBACK_VIEWPORT = { width: 800, height: 560 };

const activateOnKey = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
};

const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** SVG presentation attributes in React's camelCase (`stroke-width` → `strokeWidth`); data-/aria- stay. */
const reactAttribute = (name: string): string =>
  name.startsWith('data-') || name.startsWith('aria-')
    ? name
    : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function fitView(
  layout: Pick<ChartLayout, 'width' | 'height'>,
  viewport: { width: number; height: number },
): View {
  const width = viewport.width || FALLBACK_VIEWPORT.width;
  const height = viewport.height || FALLBACK_VIEWPORT.height;
  if (layout.width <= 0 || layout.height <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = clampScale(Math.min(width / layout.width, height / layout.height, 1.5) * 0.95);
  return { scale, x: (width - layout.width * scale) / 2, y: (height - layout.height * scale) / 2 };
}

/**
 * 100%, with the state `focusId` (else the first step) in view: a drawing narrower than the viewport
 * from its left edge; else an open step's box at the top left, a plain step a third in from the left and
 * a third down (so the branches drawn beside it stay in view).
 */
export function actualSizeView(
  layout: Pick<ChartLayout, 'width' | 'height' | 'states'>,
  viewport: { width: number; height: number },
  focusId?: string,
): View {
  const width = viewport.width || FALLBACK_VIEWPORT.width;
  const height = viewport.height || FALLBACK_VIEWPORT.height;
  const focus = layout.states.find((state) => state.id === focusId) ?? layout.states[0];
  if (!focus) return { scale: 1, x: 0, y: 0 };
  const open = focus.collapsible === 'open';
  const clamp = (value: number, size: number, drawn: number) => Math.min(0, Math.max(size - drawn, value));
  const x = layout.width <= width ? 0 : clamp((open ? 16 : width / 3) - focus.x, width, layout.width);
  const fitsFromTop = focus.y + focus.height <= height - 24;
  const y = fitsFromTop ? 0 : clamp((open ? 16 : height / 3) - focus.y, height, layout.height);
  return { scale: 1, x, y };
}

/** Whether a box is wholly inside the viewport under `view`. */
function inView(
  box: { x: number; y: number; width: number; height: number },
  view: View,
  size: { width: number; height: number },
) {
  const left = view.x + box.x * view.scale;
  const top = view.y + box.y * view.scale;
  return (
    left >= 0 &&
    top >= 0 &&
    left + box.width * view.scale <= size.width &&
    top + box.height * view.scale <= size.height
  );
}

interface ChartDiagramProps {
  layout: ChartLayout;
  title: string;
  scene?: SceneOptions;
  /** Called with an edge's transition ids when an enabled edge is clicked or activated by keyboard. */
  onTransition?: (transitionIds: string[]) => void;
  /** Called with a step's id when its box is clicked to open or close it. */
  onToggle?: (stateId: string) => void;
  /** The state to keep in view: the view pans to it when it changes and is off screen. */
  focusId?: string;
  /** Drawn over the scene, in the drawing's coordinates (the funnel's figures). */
  overlay?: ReactNode;
}

export function ChartDiagram({
  layout,
  title,
  scene,
  onTransition,
  onToggle,
  focusId,
  overlay,
}: ChartDiagramProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const placed = useRef(false);

  const viewportSize = useCallback(() => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, []);

  const fit = useCallback(() => setView(fitView(layout, viewportSize())), [layout, viewportSize]);
  const actualSize = useCallback(
    () => setView(actualSizeView(layout, viewportSize(), focusId)),
    [layout, viewportSize, focusId],
  );
  // First drawing at 100%; later (a step opened, the simulation moved) only when the focus is off screen.
  useLayoutEffect(() => {
    const box = layout.states.find((state) => state.id === focusId);
    if (!placed.current) {
      placed.current = true;
      setView(actualSizeView(layout, viewportSize(), focusId));
    } else if (box) {
      setView((current) =>
        inView(box, current, viewportSize()) ? current : actualSizeView(layout, viewportSize(), focusId),
      );
    }
  }, [layout, focusId, viewportSize]);

  const zoomBy = useCallback(
    (factor: number, around?: { x: number; y: number }) =>
      setView((current) => {
        const size = viewportSize();
        const origin = around ?? {
          x: (size.width || FALLBACK_VIEWPORT.width) / 2,
          y: (size.height || FALLBACK_VIEWPORT.height) / 2,
        };
        const scale = clampScale(current.scale * factor);
        const ratio = scale / current.scale;
        return {
          scale,
          x: origin.x - (origin.x - current.x) * ratio,
          y: origin.y - (origin.y - current.y) * ratio,
        };
      }),
    [viewportSize],
  );

  // The wheel (or two fingers on a touchpad) scrolls the drawing; with Ctrl or ⌘ (a pinch) it zooms.
  // React registers wheel listeners as passive; both must keep the page itself from scrolling.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (!event.ctrlKey && !event.metaKey) {
        setView((current) => ({ ...current, x: current.x - event.deltaX, y: current.y - event.deltaY }));
        return;
      }
      const rect = element.getBoundingClientRect();
      zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, {
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[data-enabled="true"], [data-collapsible]')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = pan[event.key];
    if (move) {
      event.preventDefault();
      setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
    } else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') fit();
    else if (event.key === '1') actualSize();
  };

  const render = (element: SceneElement): ReactNode => {
    const props: Record<string, unknown> = { key: element.key };
    for (const [name, value] of Object.entries(element.attrs)) {
      if (value !== undefined) props[reactAttribute(name)] = value;
    }
    const transitionIds = element.attrs['data-transition-ids'];
    if (onTransition && element.attrs['data-enabled'] === 'true' && typeof transitionIds === 'string') {
      const fire = () => onTransition(transitionIds.split(' '));
      Object.assign(props, {
        role: 'button',
        tabIndex: 0,
        'aria-label': `Step: ${element.attrs['data-label'] ?? ''}`,
        style: { cursor: 'pointer' },
        onClick: fire,
        onKeyDown: activateOnKey(fire),
      });
    }
    const collapsible = element.attrs['data-collapsible'];
    const stateId = element.attrs['data-state-id'];
    if (onToggle && typeof collapsible === 'string' && typeof stateId === 'string') {
      const toggle = () => onToggle(stateId);
      Object.assign(props, {
        role: 'button',
        tabIndex: 0,
        // Named by what it shows (no aria-label that could differ from the visible text, WCAG 2.5.3);
        // aria-expanded says whether the step is open.
        'aria-expanded': collapsible === 'open',
        style: { cursor: 'pointer' },
        onClick: toggle,
        onKeyDown: activateOnKey(toggle),
      });
    }
    return createElement(element.tag, props, element.text ?? element.children?.map(render));
  };

  return (
    <div className="chart-diagram">
      <div className="chart-diagram__controls" role="toolbar" aria-label="Diagram view">
        <button type="button" onClick={() => zoomBy(ZOOM_STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomBy(1 / ZOOM_STEP)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={actualSize}>
          Actual size
        </button>
        <button type="button" onClick={fit}>
          Fit to screen
        </button>
        <span aria-live="polite" className="chart-diagram__zoom">
          {Math.round(view.scale * 100)}%
        </span>
      </div>
      <div
        ref={viewportRef}
        className="chart-diagram__viewport"
        tabIndex={0}
        role="group"
        aria-label={`${title} diagram. Arrow keys or the wheel pan, plus and minus or Ctrl and the wheel zoom, 0 fits to screen, 1 is actual size.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          overflow: 'hidden',
          touchAction: 'none',
          height: 'calc(100vh - 11.5rem)',
          minHeight: '24rem',
          border: '1px solid #cbd5e1',
          cursor: 'grab',
        }}
      >
        <svg
          width="100%"
          height="100%"
          fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
          data-testid="chart-svg"
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`} data-testid="chart-view">
            {buildChartScene(layout, scene).map(render)}
            {overlay}
          </g>
        </svg>
      </div>
    </div>
  );
}
