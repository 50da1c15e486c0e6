import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Box, Loader, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { isAncestorOrSelf } from '../../../../../machines/describe/graph';
import { INITIAL_RADIUS, type Layout } from '../../../../../machines/describe/layout';
import { arrowHeadPath, polylinePath } from '../../../../../machines/describe/svg-geometry';
import type { DiagramDecorations } from './decorations';
import { StateShape } from './state-shape';
import { TransitionShape } from './transition-shape';
import { usePanZoom } from './use-pan-zoom';
import { ZoomControls } from './zoom-controls';

interface Props {
  layout: Layout | null;
  title: string;
  selected: string | null;
  onSelect: (id: string | null) => void;
  decorations?: DiagramDecorations;
}

const depth = (id: string) => id.split('.').length;

export function StatechartDiagram({ layout, title, selected, onSelect, decorations = {} }: Props) {
  const { t } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const currentId = decorations.current;
  const start = useMemo(() => {
    const current = layout?.states.find((node) => node.state.id === currentId);
    if (current) return { x: current.x + current.width / 2, y: current.y + current.height / 2 };
    return layout?.initials.find((initial) => !initial.target.includes('.'))?.center ?? null;
  }, [layout, currentId]);
  const { view, zoom, pan, fit, reveal, handlers } = usePanZoom(svgRef, layout, start);
  const viewBox = view ?? (layout ? { x: 0, y: 0, width: layout.width, height: layout.height } : null);
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(-0.1, 0),
      ArrowRight: () => pan(0.1, 0),
      ArrowUp: () => pan(0, -0.1),
      ArrowDown: () => pan(0, 0.1),
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(0.8),
      '0': fit,
    };
    const run = keys[event.key];
    if (run) {
      event.preventDefault();
      run();
    }
  };
  const states = layout ? [...layout.states].sort((a, b) => depth(a.state.id) - depth(b.state.id)) : [];
  return (
    <Stack gap="xs">
      <ZoomControls zoom={zoom} pan={pan} fit={fit} />
      <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff', overflow: 'hidden' }}>
        {layout && viewBox ? (
          <svg
            ref={svgRef}
            className="statechart"
            data-machine={layout.machineId}
            viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
            preserveAspectRatio="xMidYMid meet"
            width="100%"
            height="70vh"
            role="group"
            aria-label={t`Statechart: ${title}. Arrow keys move, plus and minus zoom, 0 fits.`}
            tabIndex={0}
            style={{ display: 'block', touchAction: 'none', cursor: 'grab', fontFamily: 'Helvetica, Arial, sans-serif' }}
            onKeyDown={onKeyDown}
            onClick={() => onSelect(null)}
            {...handlers}
          >
            {states.map((node) => (
              <StateShape
                key={node.state.id}
                node={node}
                selected={selected === node.state.id}
                current={decorations.current === node.state.id}
                decoration={decorations.state?.(node.state.id)}
                onSelect={onSelect}
                onFocus={reveal}
              />
            ))}
            {layout.initials.map((initial) => (
              <g key={initial.target} className="statechart-initial" aria-hidden>
                <circle cx={initial.center.x} cy={initial.center.y} r={INITIAL_RADIUS} fill="#212529" />
                <path d={polylinePath(initial.points)} fill="none" stroke="#212529" />
                <path d={arrowHeadPath(initial.points)} fill="#212529" />
              </g>
            ))}
            {layout.transitions.map((edge) => (
              <TransitionShape
                key={edge.transition.id}
                edge={edge}
                decoration={decorations.transition?.(edge.transition.id)}
                steps={decorations.steps?.get(edge.transition.id)}
                dimmed={selected !== null && !isAncestorOrSelf(edge.transition.source, selected)}
              />
            ))}
          </svg>
        ) : (
          <Loader m="xl" role="status" aria-label={t`Laying out the chart`} />
        )}
      </Box>
    </Stack>
  );
}
