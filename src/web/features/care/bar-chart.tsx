import { useId } from 'react';

export type Bar = { label: string; value: number; note?: string };

/**
 * Horizontal bars in plain SVG: the title and description name the chart for screen readers, each bar carries
 * its label and value as text too, and the same figures always sit in a table beside it.
 */
export function BarChart({ bars, title, description, width = 640 }: { bars: Bar[]; title: string; description: string; width?: number }) {
  const id = useId();
  const rowHeight = 30;
  const labelWidth = 200;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = width - labelWidth - 90;
  const height = bars.length * rowHeight + 8;
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((b, i) => {
        const y = i * rowHeight + 4;
        const w = Math.max(2, (b.value / max) * barSpace);
        return (
          <g key={b.label}>
            <text x={labelWidth - 8} y={y + 17} textAnchor="end" fontSize="13" fill="currentColor">
              {b.label}
            </text>
            <rect x={labelWidth} y={y + 3} width={w} height={rowHeight - 10} rx="3" fill="var(--mantine-color-blue-6)" />
            <text x={labelWidth + w + 6} y={y + 17} fontSize="13" fill="currentColor">
              {b.note ? `${b.value} (${b.note})` : b.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
