import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface DialogActionsProps {
  onBack: () => void;
  pending: boolean;
  onConfirm: () => void;
  /** Red for a refusal or a cancellation. */
  color?: string;
  /** The confirm button's label. */
  children: ReactNode;
}

/** The footer of every process dialog: "Back" closes it, the confirm button sends (spinning while it is sent). */
export function DialogActions({ onBack, pending, onConfirm, color, children }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onBack}>
        <Trans>Back</Trans>
      </Button>
      <Button color={color} loading={pending} onClick={onConfirm}>
        {children}
      </Button>
    </Group>
  );
}
