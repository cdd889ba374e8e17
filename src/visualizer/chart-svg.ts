// Serialises a chart scene to a standalone SVG document (no DOM needed), for `npm run charts`.
import type { ChartLayout } from './chart-layout';
import type { SceneElement, SceneOptions } from './chart-scene';
import { buildChartScene, chartColors, coverageLegend } from './chart-scene';

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialise(element: SceneElement, indent: string): string {
  const attrs = Object.entries(element.attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  if (element.text !== undefined)
    return `${indent}<${element.tag}${attrs}>${escapeXml(element.text)}</${element.tag}>`;
  if (!element.children?.length) return `${indent}<${element.tag}${attrs}/>`;
  const inner = element.children.map((child) => serialise(child, `${indent}  `)).join('\n');
  return `${indent}<${element.tag}${attrs}>\n${inner}\n${indent}</${element.tag}>`;
}

const LEGEND_HEIGHT = 28;

export function renderChartSvg(layout: ChartLayout, title: string, options: SceneOptions = {}): string {
  const showLegend = options.coverage !== undefined;
  const width = Math.ceil(Math.max(layout.width, 420));
  const height = Math.ceil(layout.height + (showLegend ? LEGEND_HEIGHT : 0));
  const legend: SceneElement[] = showLegend
    ? coverageLegend.map((entry, index) => ({
        tag: 'g',
        key: `legend-${entry.mark}`,
        attrs: {},
        children: [
          {
            tag: 'line',
            key: 'swatch',
            attrs: {
              x1: 12 + index * 220,
              x2: 36 + index * 220,
              y1: layout.height + 12,
              y2: layout.height + 12,
              stroke: chartColors[entry.mark],
              'stroke-width': 2,
              ...(entry.mark === 'missing' ? { 'stroke-dasharray': '5 3' } : {}),
            },
          },
          {
            tag: 'text',
            key: 'text',
            attrs: { x: 42 + index * 220, y: layout.height + 16, 'font-size': 11, fill: chartColors.text },
            text: entry.label,
          },
        ],
      }))
    : [];
  const body = [...buildChartScene(layout, options), ...legend].map((element) => serialise(element, '  '));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `  <title>${escapeXml(title)}</title>`,
    `  <rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
