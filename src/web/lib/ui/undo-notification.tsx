import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans } from '@lingui/react/macro';

/** Long enough to read the message and reach the button by keyboard. */
const UNDO_WINDOW_MS = 10_000;

/**
 * A deletion done at once, with an "Undo" that puts the data back: the toast says what went and offers the way back
 * (no data is lost to one tap).
 */
export function notifyWithUndo(message: string, onUndo: () => void): void {
  const id = notifications.show({
    color: 'teal',
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          <Trans>Undo</Trans>
        </Button>
      </Group>
    ),
  });
}
