// The funnel drawn over the diagram (decision 289): on each step's box, the runs that entered it, those that
// stopped there (finished, at an end) and the median time spent; on each arrow, the share of the runs
// leaving its step that took it. Drawn on top of the scene and transparent to the pointer, so the diagram's
// clicks and drags work as before; the same figures are in the funnel's tables below.
import type { ChartLayout, Point } from './chart-layout';
import { textWidth } from './chart-layout';
import { funnelOnDiagram } from './funnel-on-diagram';
import type { FunnelView } from './funnel-model';
import { percent, stepFigures } from './funnel-words';

const SIZE = 12;
const HEIGHT = 17;
const colors = { fill: '#1e3a8a', text: '#ffffff', stopFill: '#9a3412' };

function Pill({
  at,
  text,
  fill,
  anchor,
}: {
  at: Point;
  text: string;
  fill: string;
  anchor: 'start' | 'end';
}) {
  const width = textWidth(text, SIZE) + 10;
  const left = anchor === 'end' ? at.x - width : at.x;
  return (
    <>
      <rect x={left} y={at.y - HEIGHT} width={width} height={HEIGHT} rx={8} fill={fill} />
      <text x={left + 5} y={at.y - 5} fontSize={SIZE} fill={colors.text}>
        {text}
      </text>
    </>
  );
}

/** The middle of a drawn line: its middle segment's midpoint. */
function middle(points: readonly Point[]): Point {
  const index = Math.max(0, Math.floor((points.length - 1) / 2));
  const [a, b] = [points[index], points[index + 1] ?? points[index]];
  return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
}

export function FunnelOverlay({ layout, view }: { layout: ChartLayout; view: FunnelView }) {
  const { boxes, edges } = funnelOnDiagram(layout, view);
  return (
    <g className="funnel-overlay" pointerEvents="none" data-testid="funnel-overlay">
      {boxes.map((figures) => {
        const state = layout.states.find((candidate) => candidate.id === figures.stateId);
        if (!state) return null;
        const stops = !figures.end && figures.stopped > 0;
        return (
          <g key={figures.stateId} data-funnel-state={figures.stateId}>
            <Pill
              at={{ x: state.x + state.width, y: state.y + 1 }}
              text={stepFigures(figures)}
              fill={stops ? colors.stopFill : colors.fill}
              anchor="end"
            />
          </g>
        );
      })}
      {edges.map((figures) => {
        const edge = layout.edges.find((candidate) => candidate.id === figures.edgeId);
        if (!edge) return null;
        // Beside the label's first line (above it would cover the box the arrow leaves).
        const at = edge.labelBox
          ? { x: edge.labelBox.x + edge.labelBox.width + 6, y: edge.labelBox.y + HEIGHT - 2 }
          : middle(edge.points);
        return (
          <g key={figures.edgeId} data-funnel-edge={figures.edgeId}>
            <Pill
              at={at}
              text={`${percent(figures.share)} took this (${figures.count})`}
              fill={colors.fill}
              anchor="start"
            />
          </g>
        );
      })}
    </g>
  );
}
