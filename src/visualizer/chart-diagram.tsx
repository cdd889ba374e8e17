// The interactive diagram: the shared scene rendered as SVG elements, with pan (drag or arrow keys), zoom
// (wheel, buttons, +/-) and fit-to-screen (button or 0). Enabled transitions are buttons in simulate mode.
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

interface ChartDiagramProps {
  layout: ChartLayout;
  title: string;
  scene?: SceneOptions;
  /** Called with a transition id when an enabled transition is clicked or activated by keyboard. */
  onTransition?: (transitionId: string) => void;
}

export function ChartDiagram({ layout, title, scene, onTransition }: ChartDiagramProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);

  const viewportSize = useCallback(() => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, []);

  const fit = useCallback(() => setView(fitView(layout, viewportSize())), [layout, viewportSize]);
  useLayoutEffect(fit, [fit]);

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

  // React registers wheel listeners as passive; zooming must prevent the page from scrolling.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
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
    if ((event.target as Element).closest('[data-enabled="true"]')) return;
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
  };

  const render = (element: SceneElement): ReactNode => {
    const props: Record<string, unknown> = { key: element.key };
    for (const [name, value] of Object.entries(element.attrs)) {
      if (value !== undefined) props[reactAttribute(name)] = value;
    }
    const transitionId = element.attrs['data-transition-id'];
    if (onTransition && element.attrs['data-enabled'] === 'true' && typeof transitionId === 'string') {
      const label = element.attrs['data-label'] ?? transitionId;
      Object.assign(props, {
        role: 'button',
        tabIndex: 0,
        'aria-label': `Step: ${label}`,
        style: { cursor: 'pointer' },
        onClick: () => onTransition(transitionId),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onTransition(transitionId);
          }
        },
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
        aria-label={`${title} diagram. Arrow keys pan, plus and minus zoom, 0 fits to screen.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          overflow: 'hidden',
          touchAction: 'none',
          height: '70vh',
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
          </g>
        </svg>
      </div>
    </div>
  );
}
