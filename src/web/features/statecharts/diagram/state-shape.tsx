import type { KeyboardEvent } from 'react';
import { HEADER, STATE_FONT, type LaidOutState } from '../../../../../machines/describe/layout';
import type { Decoration } from './decorations';

interface Props {
  node: LaidOutState;
  selected: boolean;
  current: boolean;
  decoration: Decoration | undefined;
  onSelect: (id: string) => void;
  onFocus: (node: LaidOutState) => void;
}

const CURRENT = '#e8590c';

export function StateShape({ node, selected, current, decoration, onSelect, onFocus }: Props) {
  const { x, y, width, height, state } = node;
  const stroke = current ? CURRENT : (decoration?.stroke ?? (node.compound ? '#868e96' : '#0b7285'));
  const strokeWidth = current ? 4 : selected ? 3 : (decoration?.strokeWidth ?? (node.compound ? 1 : 1.5));
  const fill = decoration?.fill ?? (node.compound ? '#f8f9fa' : '#ffffff');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      onSelect(state.id);
    }
  };
  return (
    <g
      className="statechart-state"
      data-state={state.id}
      data-kind={state.kind}
      data-mark={decoration?.mark}
      data-current={current || undefined}
      data-selected={selected || undefined}
      role="button"
      tabIndex={0}
      aria-label={node.label}
      aria-pressed={selected}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(state.id);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => onFocus(node)}
    >
      <rect x={x} y={y} width={width} height={height} rx={node.compound ? 10 : 8} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />
      {selected && (
        <rect x={x - 4} y={y - 4} width={width + 8} height={height + 8} rx={12} fill="none" stroke="#1c7ed6" strokeDasharray="4 3" strokeWidth={2} />
      )}
      {state.kind === 'final' && <rect x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={6} fill="none" stroke={stroke} />}
      {node.compound ? (
        <>
          <line x1={x} y1={y + HEADER} x2={x + width} y2={y + HEADER} stroke="#ced4da" />
          <text x={x + 12} y={y + HEADER / 2 + STATE_FONT / 3} fontSize={STATE_FONT} fontWeight={600} fill="#212529">
            {node.label}
          </text>
        </>
      ) : (
        <text x={x + width / 2} y={y + height / 2 + STATE_FONT / 3} fontSize={STATE_FONT} textAnchor="middle" fill="#212529">
          {node.label}
        </text>
      )}
    </g>
  );
}
