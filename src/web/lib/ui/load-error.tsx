import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../api/client';

/** A list or a resource that could not be loaded: what, the server's words (spec §8 text), and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, i18n)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
