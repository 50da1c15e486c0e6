import { LABEL_FONT, LABEL_LINE, type LaidOutTransition } from '../../../../../machines/describe/layout';
import { arrowHeadPath, polylinePath } from '../../../../../machines/describe/svg-geometry';
import type { Decoration } from './decorations';

interface Props {
  edge: LaidOutTransition;
  decoration: Decoration | undefined;
  steps: number[] | undefined;
  dimmed: boolean;
}

export function TransitionShape({ edge, decoration, steps, dimmed }: Props) {
  const stroke = decoration?.stroke ?? '#495057';
  const width = decoration?.strokeWidth ?? 1;
  const label = edge.label;
  const middle = edge.points[Math.floor(edge.points.length / 2)];
  return (
    <g className="statechart-transition" data-transition={edge.transition.id} data-mark={decoration?.mark} opacity={dimmed ? 0.35 : 1}>
      <path d={polylinePath(edge.points)} fill="none" stroke={stroke} strokeWidth={width} />
      <path d={arrowHeadPath(edge.points, 6 + width)} fill={stroke} />
      {label && (
        <g>
          <rect x={label.x} y={label.y} width={label.width} height={label.height} fill="#ffffff" opacity={0.85} />
          <text fontSize={LABEL_FONT} fill="#343a40">
            {label.lines.map((line, i) => (
              <tspan key={i} x={label.x + 3} y={label.y + (i + 1) * LABEL_LINE - 2} fontWeight={i === 0 ? 600 : 400}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      )}
      {steps && middle && (
        <g data-steps={steps.join(',')}>
          <circle cx={middle.x} cy={middle.y} r={11} fill="#e8590c" />
          <text x={middle.x} y={middle.y + 4} fontSize={11} fontWeight={700} textAnchor="middle" fill="#ffffff">
            {steps.length > 2 ? `${steps[0]}…` : steps.join(',')}
          </text>
        </g>
      )}
    </g>
  );
}
