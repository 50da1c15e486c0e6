import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

interface Props {
  zoom: (factor: number) => void;
  pan: (fx: number, fy: number) => void;
  fit: () => void;
}

/** Buttons for what the wheel and the mouse do, so the chart can be explored with the keyboard alone. */
export function ZoomControls({ zoom, pan, fit }: Props) {
  const { t } = useLingui();
  const buttons = [
    { label: t`Zoom in`, text: '+', run: () => zoom(1.25) },
    { label: t`Zoom out`, text: '−', run: () => zoom(0.8) },
    { label: t`Fit the whole chart`, text: '⤢', run: fit },
    { label: t`Move left`, text: '←', run: () => pan(-0.2, 0) },
    { label: t`Move right`, text: '→', run: () => pan(0.2, 0) },
    { label: t`Move up`, text: '↑', run: () => pan(0, -0.2) },
    { label: t`Move down`, text: '↓', run: () => pan(0, 0.2) },
  ];
  return (
    <Group gap={4} role="toolbar" aria-label={t`Chart view`}>
      {buttons.map((button) => (
        <Tooltip key={button.text} label={button.label} withArrow>
          <ActionIcon variant="default" size="lg" aria-label={button.label} onClick={button.run}>
            <span aria-hidden>{button.text}</span>
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
